/** One problem with one input field, as the error body's `details` lists them (docs/product.md §API). */
export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * An error whose message is meant for the client. The error middleware turns it into
 * `{ error, message, details? }` with `status`; anything else becomes a logged 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly details?: ErrorDetail[];
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new HttpError(400, message, { details });
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string) => new HttpError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
