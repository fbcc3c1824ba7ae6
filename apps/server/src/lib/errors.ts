/** An error that becomes a 4xx answer `{ detail, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
    /** Headers the answer carries (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) => new HttpError(400, detail, errors);
export const unauthorized = (detail = 'ავტორიზაცია საჭიროა') => new HttpError(401, detail);
export const forbidden = (detail = 'წვდომა აკრძალულია') => new HttpError(403, detail);
export const notFound = (detail = 'ვერ მოიძებნა') => new HttpError(404, detail);
export const conflict = (detail: string, errors?: Record<string, string[]>) => new HttpError(409, detail, errors);
