import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { badRequest, HttpError } from '../../lib/errors';
import { NUL_DETAIL, nulPath } from '../../plugins/strict-input';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** Errors of the multipart parser itself (a cut or malformed body) are the client's: 400, never 500. */
export function multipartError(error: unknown): never {
  if (error instanceof HttpError) throw error;
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) throw error;
  throw badRequest('ფორმის მონაცემები დაზიანებულია');
}

export interface ImageForm {
  fields: Record<string, string>;
  image?: Buffer;
}

/**
 * Fields from the query string (the spec's client sends some there), then a multipart, urlencoded
 * or JSON body; the body wins. The only file accepted is `image`; an empty one counts as none.
 */
export async function readImageForm(request: FastifyRequest): Promise<ImageForm> {
  const fields: Record<string, string> = {};
  const take = (source: unknown) => {
    if (!source || typeof source !== 'object') return;
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string') fields[key] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
    }
  };
  take(request.query);
  let image: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      // 50 000 Georgian characters are 150 kB of UTF-8: room for the longest description the contract allows.
      for await (const part of request.parts({ limits: { fieldSize: 256_000 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'image') {
            await part.toBuffer().catch(() => undefined);
            throw badRequest('უცნობი ფაილის ველი', { [part.fieldname]: ['უცნობი ველი'] });
          }
          const data = await part.toBuffer();
          if (part.filename.includes('\u0000')) throw badRequest(NUL_DETAIL, { image: [NUL_DETAIL] });
          if (data.length > 0) image = data;
        } else if (part.valueTruncated) {
          throw new HttpError(413, 'ველი ძალიან გრძელია', { [part.fieldname]: ['ველი ძალიან გრძელია'] });
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      multipartError(error);
    }
  } else {
    take(request.body);
  }
  const nul = nulPath(fields);
  if (nul) throw badRequest(NUL_DETAIL, { [nul]: [NUL_DETAIL] });
  return image ? { fields, image } : { fields };
}

/** Checks form fields against a contract schema: 400 with per-field Georgian messages. */
export function validator<T extends TSchema>(schema: T) {
  const compiled = Compile(schema);
  return (fields: Record<string, string>) => {
    if (compiled.Check(fields)) return;
    const errors: Record<string, string[]> = {};
    for (const e of compiled.Errors(fields)) {
      const missing = (e.params as { requiredProperties?: string[] } | undefined)?.requiredProperties;
      for (const field of missing ?? [e.instancePath.replace(/^\//, '') || 'request']) {
        const message = missing ? 'ველი სავალდებულოა' : 'არასწორი მნიშვნელობა';
        errors[field] = [...(errors[field] ?? []), message];
      }
    }
    throw badRequest('არასწორი მონაცემები', errors);
  };
}

/**
 * Stores an uploaded image under `{prefix}/{owner}-{random}.{ext}` with its thumbnail. The type
 * is judged by content; anything sharp cannot decode is refused too (415).
 */
export async function storeImage(app: FastifyInstance, prefix: string, owner: number, data: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw new HttpError(415, 'სურათის ფორმატი მიუღებელია (JPEG, PNG, WebP, GIF, AVIF)');
  }
  const path = `${prefix}/${owner}-${randomUUID()}.${type.ext}`;
  try {
    await app.storage.putImage(path, data);
  } catch {
    await app.storage.remove(path);
    throw new HttpError(415, 'სურათი დაზიანებულია');
  }
  return path;
}

/** Plain one-line text: control characters out, whitespace collapsed. */
export const plainLine = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A signed-in user's form: fields and optional image first, since the token may be one of the fields. */
export async function readSignedInForm(app: FastifyInstance, request: FastifyRequest) {
  const form = await readImageForm(request);
  request.body = form.fields;
  return { ...form, user: await app.auth.requireUser(request) };
}
