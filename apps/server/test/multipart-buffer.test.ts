import { describe, expect, it } from 'vitest';
import { MultipartFormatError, multipartBoundary, parseMultipart } from '../src/lib/multipart-buffer';

const boundary = '----form7MA4YWxkTrZu0gW';

function body(...sections: (string | Buffer)[]): Buffer {
  return Buffer.concat(sections.map((s) => (typeof s === 'string' ? Buffer.from(s, 'utf8') : s)));
}

describe('multipart bodies already in memory', () => {
  it('reads the boundary from the content type, quoted or not, and only for form-data', () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${boundary}`)).toBe(boundary);
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(multipartBoundary('multipart/mixed; boundary=x')).toBeUndefined();
    expect(multipartBoundary('application/json')).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
  });

  it('splits fields and files, keeping binary data byte for byte without copying it', () => {
    // Data that contains CR LF, dashes and a prefix of the delimiter, but not the delimiter itself.
    const data = Buffer.from([0, 13, 10, 45, 45, 45, 45, 255, 13, 10, 45, 45, 45, 45, 45, 45, 102, 111, 114, 109, 1]);
    const raw = body(
      `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc123\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ეპიზოდი 1.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
      data,
      `\r\n--${boundary}--\r\n`,
    );
    const [token, file, ...rest] = parseMultipart(raw, boundary);
    expect(rest).toEqual([]);
    expect(token).toMatchObject({ name: 'token' });
    expect(token?.filename).toBeUndefined();
    expect(token?.data.toString()).toBe('abc123');
    expect(file).toMatchObject({ name: 'file', filename: 'ეპიზოდი 1.mp3', contentType: 'audio/mpeg' });
    expect(file?.data.equals(data)).toBe(true);
    expect(file?.data.buffer).toBe(raw.buffer);
  });

  it('accepts a preamble, an empty file, RFC 5987 names and escaped quotes', () => {
    const raw = body(
      `ignored preamble\r\n--${boundary}\r\n`,
      `Content-Disposition: form-data; name="file"; filename="x.bin"; filename*=UTF-8''%E1%83%9B%E1%83%A3%E1%83%A1%E1%83%98%E1%83%99%E1%83%90.ogg\r\n\r\n`,
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="say \\"hi\\""\r\n\r\nგამარჯობა\r\n--${boundary}--`,
    );
    const [file, field] = parseMultipart(raw, boundary);
    expect(file).toMatchObject({ name: 'file', filename: 'მუსიკა.ogg' });
    expect(file?.data.length).toBe(0);
    expect(field?.name).toBe('say "hi"');
    expect(field?.data.toString()).toBe('გამარჯობა');
  });

  it('refuses malformed bodies instead of guessing', () => {
    const part = `Content-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc`;
    const bad = [
      `no boundary at all`,
      `--${boundary}\r\n${part}`, // never closed
      `--${boundary}\r\n${part}\r\n--${boundary}`, // a part, then a delimiter with nothing after it
      `--${boundary}xx\r\n${part}\r\n--${boundary}--`, // junk after the delimiter
      `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nabc\r\n--${boundary}--`, // no blank line
      `--${boundary}\r\nContent-Disposition: attachment; name="f"\r\n\r\nabc\r\n--${boundary}--`,
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--${boundary}--`, // no name
      `preamble--${boundary}\r\n${part}\r\n--${boundary}--`, // delimiter not at a line start
    ];
    for (const text of bad)
      expect(() => parseMultipart(Buffer.from(text), boundary), text).toThrow(MultipartFormatError);
    const many = `${`--${boundary}\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n`.repeat(25)}--${boundary}--`;
    expect(() => parseMultipart(Buffer.from(many), boundary)).toThrow(MultipartFormatError);
  });
});
