import type { ErrorResponse } from '@podcast/contract';

/** localStorage key of the bearer token (spec §4: the login refresh_token is saved under `token`). */
export const TOKEN_KEY = 'token';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access to localStorage throws in some privacy modes; the app then runs signed out.
    return undefined;
  }
}

function notify(token: string | null) {
  for (const listener of [...listeners]) listener(token);
}

/** The auth token store: one place that reads and writes `localStorage.token`. */
export const tokenStore = {
  get(): string | null {
    return storage()?.getItem(TOKEN_KEY) ?? null;
  },
  set(token: string) {
    storage()?.setItem(TOKEN_KEY, token);
    notify(token);
  },
  clear() {
    if (storage()?.getItem(TOKEN_KEY) === null) return;
    storage()?.removeItem(TOKEN_KEY);
    notify(null);
  },
  /** Called on every change, from this tab or (through the `storage` event) another one. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) listener(event.newValue);
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(listener);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  },
};

/** `enabled` of queries that need a signed-in user. */
export const hasToken = () => tokenStore.get() !== null;

/** Every failed call: the HTTP status, the server's `detail` and, for forms, its per-field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: string;
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly body: unknown;

  constructor(status: number, detail: string, errors: Record<string, string[]> = {}, body: unknown = undefined) {
    super(detail);
    this.status = status;
    this.detail = detail;
    this.errors = errors;
    this.body = body;
  }

  /** The first message for a form field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Values for `:name` segments of the path. */
  params?: Record<string, string | number>;
  /** Non-secret query parameters only; arrays repeat the key. Credentials go in `json` or `form`. */
  query?: Query;
  json?: unknown;
  form?: FormData;
  /** Send the stored token as a bearer header (the call fails with 401 without one). */
  auth?: boolean;
  signal?: AbortSignal | undefined;
  /** Let the request outlive the page (a last signal on `pagehide`); the body must stay under 64 kB. */
  keepalive?: boolean;
}

interface ClientConfig {
  /** Origin (and optional prefix) of the API; empty means the page's own origin. */
  baseUrl: string;
  fetch: typeof fetch;
}

const config: ClientConfig = {
  baseUrl: '',
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureClient(options: Partial<ClientConfig>) {
  Object.assign(config, options);
}

export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export function buildUrl(path: string, query: Query = {}): string {
  const base = config.baseUrl.replace(/\/$/, '');
  const url = new URL(
    `${base}${path.startsWith('/') ? path : `/${path}`}`,
    globalThis.location?.origin ?? 'http://localhost',
  );
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (response.headers.get('content-type')?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail, errors } = body as Partial<ErrorResponse>;
    return new ApiError(status, String(detail), errors ?? {}, body);
  }
  return new ApiError(status, typeof body === 'string' && body ? body : statusText || `HTTP ${status}`, {}, body);
}

/**
 * The one fetch-based call of the data layer. Resolves with the parsed JSON body; rejects with
 * an `ApiError` for any non-2xx answer (status 0 when the network failed). A 401 on a call
 * that carried the token means the token is no longer valid, so it is cleared.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.json !== undefined || options.form ? 'POST' : 'GET', params, query, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.auth ? tokenStore.get() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form; // fetch sets the multipart boundary itself
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await config.fetch(buildUrl(buildPath(path, params), query), {
      method,
      headers,
      body: body ?? null,
      signal: signal ?? null,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token) tokenStore.clear();
    throw toApiError(response.status, data, response.statusText);
  }
  return data as T;
}

/** Builds multipart bodies, skipping empty values (spec §5: empty fields keep current values). */
export function toFormData(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  return form;
}
