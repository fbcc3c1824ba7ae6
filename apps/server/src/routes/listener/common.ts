import type { FastifyRequest } from 'fastify';
import { badRequest, unauthorized } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';

/** The signed-in user of a listener call: its id and session (no other column is read on these paths). */
export type Listener = SessionUser;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a listener route (set before validation, so a missing token is a 401 first). */
    listener: Listener | null;
  }
}

export const bearer = [{ bearer: [] }];
export const tags = ['listener'];

export function listenerOf(request: FastifyRequest): Listener {
  if (!request.listener) throw unauthorized();
  return request.listener;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Body calls also take their fields from the query string (the spec's original client sends some there). */
export async function queryIntoBody(request: FastifyRequest) {
  request.body = { ...asRecord(request.query), ...asRecord(request.body) };
}

/** Query calls also take their fields from a JSON or form body. */
export async function bodyIntoQuery(request: FastifyRequest) {
  request.query = { ...asRecord(request.body), ...asRecord(request.query) };
}

/** Percent of an episode heard at `stopTime`; 0 when its length is unknown. */
export const progressOf = (stopTime: number, length: number) =>
  length > 0 ? Math.max(0, Math.min(100, Math.round((stopTime * 100) / length))) : 0;

/** A position (s) from the client, cut to whole seconds and to the episode's length when that is known. */
export const clampPosition = (seconds: number, length: number) => {
  const whole = Math.floor(seconds);
  return length > 0 ? Math.min(whole, length) : whole;
};

/**
 * The validator coerces types (form bodies and query strings are text), which would also read `null`,
 * `true` or `[3]` as a number. These fields come as a JSON number or as text, and nothing else.
 */
export function numbersOnly(field: string, from: 'body' | 'query' = 'body') {
  return async (request: FastifyRequest) => {
    const value = asRecord(request[from])[field];
    if (value !== undefined && typeof value !== 'number' && typeof value !== 'string') {
      throw badRequest('არასწორი მონაცემები', { [field]: ['უნდა იყოს რიცხვი'] });
    }
  };
}
