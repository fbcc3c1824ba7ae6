/**
 * multipart/form-data for small bodies that are already in memory (an upload chunk is at most
 * 250 000 bytes): the delimiters are found with Buffer#indexOf, which is native memory search, and
 * each part's data is a view into the body, never a copy. Streaming parsers (busboy) scan every byte
 * in JavaScript, which on this hot path cost more than everything else the server does per chunk.
 */
export interface BufferedPart {
  name: string;
  /** Present for file parts (possibly empty), absent for plain fields. */
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export class MultipartFormatError extends Error {}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_PARTS = 20;
const MAX_HEADER_BYTES = 8 * 1024;

/** The boundary of a multipart/form-data content type (RFC 7578, RFC 2046 §5.1.1), if any. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function parameter(header: string, name: string): string | undefined {
  // filename*=UTF-8''… (RFC 5987) wins over the plain form when both are sent.
  const extended = new RegExp(`;\\s*${name}\\*=(?:UTF-8|utf-8)''([^;]*)`).exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      throw new MultipartFormatError(`bad ${name}*`);
    }
  }
  const quoted = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`).exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  return new RegExp(`;\\s*${name}=([^;\\s]*)`).exec(header)?.[1];
}

/** Splits a whole multipart/form-data body into its parts; throws MultipartFormatError when malformed. */
export function parseMultipart(body: Buffer, boundary: string): BufferedPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may follow a preamble (which is ignored).
  let position = body.indexOf(delimiter);
  if (position < 0 || (position > 0 && body.indexOf(next) !== position - 2)) {
    throw new MultipartFormatError('no opening boundary');
  }
  position += delimiter.length;
  const parts: BufferedPart[] = [];
  for (;;) {
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return parts; // "--": the closing delimiter
    if (position + 2 > body.length || body.compare(CRLF, 0, 2, position, position + 2) !== 0) {
      throw new MultipartFormatError('bad delimiter line');
    }
    const headersStart = position + 2;
    const headersEnd = body.indexOf(HEADER_END, headersStart);
    if (headersEnd < 0 || headersEnd - headersStart > MAX_HEADER_BYTES) throw new MultipartFormatError('bad headers');
    const dataStart = headersEnd + HEADER_END.length;
    const dataEnd = body.indexOf(next, dataStart);
    if (dataEnd < 0) throw new MultipartFormatError('unterminated part');

    let disposition = '';
    let contentType: string | undefined;
    for (const line of body.toString('utf8', headersStart, headersEnd).split('\r\n')) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      if (name === 'content-disposition') disposition = line.slice(colon + 1).trim();
      else if (name === 'content-type') contentType = line.slice(colon + 1).trim();
    }
    if (!/^form-data\b/i.test(disposition)) throw new MultipartFormatError('not form-data');
    const name = parameter(disposition, 'name');
    if (name === undefined) throw new MultipartFormatError('part without a name');
    const filename = parameter(disposition, 'filename');
    parts.push({
      name,
      ...(filename !== undefined ? { filename } : {}),
      ...(contentType ? { contentType } : {}),
      data: body.subarray(dataStart, dataEnd),
    });
    if (parts.length > MAX_PARTS) throw new MultipartFormatError('too many parts');
    position = dataEnd + next.length;
  }
}
