import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** The one way a number is written in a request: decimal digits, an optional sign and fraction. */
const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

export const NUL_DETAIL = 'ტექსტი შეიცავს დაუშვებელ სიმბოლოს';
export const NUMBER_DETAIL = 'არასწორი რიცხვი';

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};

const typesOf = (schema: JsonSchema | undefined): string[] => {
  if (!schema) return [];
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...own, ...(schema.anyOf ?? []).flatMap(typesOf)];
};

const isNumeric = (schema: JsonSchema | undefined) => {
  const types = typesOf(schema);
  return types.some((t) => t === 'integer' || t === 'number') && !types.includes('string');
};

/**
 * A number field that arrives as text must be plain decimal: Ajv's coercion would otherwise turn 'Infinity',
 * '1e309', '0x10' or ' 7' into numbers the database then refuses (a 500). JSON numbers must be finite (JSON.parse
 * reads 1e309 as Infinity).
 */
function badNumber(schema: JsonSchema | undefined, value: unknown): boolean {
  if (schema && typesOf(schema).includes('array') && Array.isArray(value)) {
    return value.some((item) => badNumber(schema.items, item));
  }
  if (!isNumeric(schema)) return false;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'string') return !DECIMAL.test(value) || !Number.isFinite(Number(value));
  if (Array.isArray(value)) return value.some((item) => badNumber(schema, item));
  return false;
}

/** The first path inside `value` whose text holds a NUL byte (PostgreSQL cannot store one). */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path || 'request';
      const found = nulPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses, with 400 and a Georgian `detail`, what no validator schema can express. */
export function checkInput(request: FastifyRequest) {
  const schema = request.routeOptions.schema as
    | { querystring?: JsonSchema; params?: JsonSchema; body?: JsonSchema }
    | undefined;
  const parts: [string, unknown, JsonSchema | undefined][] = [
    ['querystring', request.query, schema?.querystring],
    ['params', request.params, schema?.params],
    ['body', request.body, schema?.body],
  ];
  for (const [, value, partSchema] of parts) {
    const nul = nulPath(value);
    if (nul) throw badRequest(NUL_DETAIL, { [nul]: [NUL_DETAIL] });
    if (!value || typeof value !== 'object' || !partSchema?.properties) continue;
    for (const [key, fieldSchema] of Object.entries(partSchema.properties)) {
      const field = (value as Record<string, unknown>)[key];
      if (field !== undefined && badNumber(fieldSchema, field)) {
        throw badRequest(`${NUMBER_DETAIL}: ${key}`, { [key]: [NUMBER_DETAIL] });
      }
    }
  }
}

/** Strict input at the boundary, for every route, before schema validation (issue: no 500 on bad input). */
export default fp(
  async function strictInput(app: FastifyInstance) {
    // A route-level hook runs after the scopes' own preValidation hooks (e.g. the listener routes' sign-in check,
    // so a call without a token stays a 401 whatever else is wrong with it).
    app.addHook('onRoute', (route) => {
      const own = route.preValidation;
      const check = async (request: FastifyRequest) => checkInput(request);
      route.preValidation = own ? [...(Array.isArray(own) ? own : [own]), check] : check;
    });
  },
  { name: 'strict-input' },
);
