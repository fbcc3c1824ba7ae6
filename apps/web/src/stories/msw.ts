import { HttpResponse, http } from 'msw';

/** A handler that makes one API call fail with a server error (for the error state of a screen). */
export const failing = (path: string, method: 'get' | 'post' | 'delete' = 'get') =>
  http[method](path, () => HttpResponse.json({ detail: 'სერვერის შეცდომა' }, { status: 500 }));

/** A handler that never answers (for the loading state of a screen). */
export const pending = (path: string, method: 'get' | 'post' = 'get') =>
  http[method](path, () => new Promise(() => {}));
