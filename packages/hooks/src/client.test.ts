import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildPath, buildUrl, configureClient, request, toFormData, tokenStore } from './client';
import { VALID_TOKEN } from './mocks/fixtures';
import { server, useMockServer } from './test-utils';

useMockServer();
afterEach(() => configureClient({ baseUrl: '' }));

describe('buildUrl / buildPath', () => {
  it('fills path parameters and repeats array query values, skipping empty ones', () => {
    expect(buildPath('/api/podcast/:id/', { id: 7 })).toBe('/api/podcast/7/');
    expect(() => buildPath('/api/podcast/:id/')).toThrow(/id/);
    const url = new URL(buildUrl('/api/podcasters/', { exclude_ids: [3, 4], page_skip: 0, q: undefined, x: null }));
    expect(url.searchParams.getAll('exclude_ids')).toEqual(['3', '4']);
    expect(url.searchParams.get('page_skip')).toBe('0');
    expect(url.searchParams.has('q')).toBe(false);
    expect(url.searchParams.has('x')).toBe(false);
  });

  it('prefixes the configured base URL', () => {
    configureClient({ baseUrl: 'https://api.podcast.ge/v1/' });
    expect(buildUrl('/api/menus/')).toBe('https://api.podcast.ge/v1/api/menus/');
  });
});

describe('tokenStore', () => {
  it('keeps the token in localStorage.token and tells subscribers', () => {
    const seen: (string | null)[] = [];
    const unsubscribe = tokenStore.subscribe((t) => seen.push(t));
    tokenStore.set('abc-token-123');
    expect(localStorage.getItem('token')).toBe('abc-token-123');
    expect(tokenStore.get()).toBe('abc-token-123');
    tokenStore.clear();
    expect(localStorage.getItem('token')).toBeNull();
    unsubscribe();
    tokenStore.set('ignored-token');
    expect(seen).toEqual(['abc-token-123', null]);
  });
});

describe('request', () => {
  it('sends JSON bodies and the bearer token in a header, never in the URL', async () => {
    tokenStore.set(VALID_TOKEN);
    let seen: { url: string; auth: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/echo/', async ({ request: r }) => {
        seen = {
          url: r.url,
          auth: r.headers.get('Authorization'),
          type: r.headers.get('Content-Type'),
          body: await r.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(request('/api/echo/', { json: { email: 'a@b.ge', password: 'secret' }, auth: true })).resolves.toEqual(
      {
        ok: true,
      },
    );
    expect(seen?.auth).toBe(`Bearer ${VALID_TOKEN}`);
    expect(seen?.type).toContain('application/json');
    expect(seen?.body).toEqual({ email: 'a@b.ge', password: 'secret' });
    expect(seen?.url).not.toContain('secret');
    expect(seen?.url).not.toContain(VALID_TOKEN);
  });

  it('does not send the token unless the call asks for it', async () => {
    tokenStore.set(VALID_TOKEN);
    let auth: string | null = 'unset';
    server.use(
      http.get('/api/public/', ({ request: r }) => {
        auth = r.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await request('/api/public/');
    expect(auth).toBeNull();
  });

  it('sends multipart bodies with the file and skips empty fields', async () => {
    let received:
      | { name?: string; text?: string; first?: string | null; last: boolean; type: string | null }
      | undefined;
    server.use(
      http.post('/api/upload-test/', async ({ request: r }) => {
        const type = r.headers.get('Content-Type');
        const form = await r.formData();
        const file = form.get('image');
        received = {
          // Duck-typed: the jsdom and undici File classes differ.
          name: file && typeof file !== 'string' ? file.name : undefined,
          text: file && typeof file !== 'string' ? await file.text() : undefined,
          first: form.get('first_name') as string | null,
          last: form.has('last_name'),
          type,
        };
        return HttpResponse.json({});
      }),
    );
    const image = new File(['PNG'], 'ავატარი.png', { type: 'image/png' });
    await request('/api/upload-test/', { form: toFormData({ first_name: 'ნინო', last_name: '', image }) });
    expect(received).toEqual({
      name: 'ავატარი.png',
      text: 'PNG',
      first: 'ნინო',
      last: false,
      type: expect.stringContaining('multipart/form-data'),
    });
  });

  it('rejects with a typed ApiError carrying status, detail and field errors', async () => {
    server.use(
      http.post('/api/form/', () =>
        HttpResponse.json({ detail: 'არასწორი მონაცემები', errors: { email: ['არასწორი მეილი'] } }, { status: 400 }),
      ),
    );
    const error = await request('/api/form/', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'არასწორი მონაცემები', message: 'არასწორი მონაცემები' });
    expect((error as ApiError).fieldError('email')).toBe('არასწორი მეილი');
  });

  it('clears the token on a 401 to a call that carried it', async () => {
    tokenStore.set('revoked-token-123');
    const listener = vi.fn();
    const unsubscribe = tokenStore.subscribe(listener);
    await expect(request('/api/profile/', { method: 'POST', auth: true })).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(listener).toHaveBeenCalledWith(null);
    unsubscribe();
  });

  it('keeps the token on a 401 to a call that did not carry it (a failed login)', async () => {
    tokenStore.set(VALID_TOKEN);
    await expect(request('/api/login/', { json: { email: 'x@y.ge', password: 'wrong' } })).rejects.toMatchObject({
      status: 401,
      detail: 'პაროლი ან მეილი არასწორია',
    });
    expect(tokenStore.get()).toBe(VALID_TOKEN);
  });

  it('passes the abort signal to fetch', async () => {
    let aborted = false;
    server.use(
      http.get('/api/slow/', async ({ request: r }) => {
        await new Promise<void>((resolve) => r.signal.addEventListener('abort', () => resolve()));
        aborted = r.signal.aborted;
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request('/api/slow/', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(aborted).toBe(true));
  });

  it('turns a network failure into ApiError status 0', async () => {
    server.use(http.get('/api/down/', () => HttpResponse.error()));
    await expect(request('/api/down/')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});
