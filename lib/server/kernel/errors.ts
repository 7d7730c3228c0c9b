/**
 * Errors a service may refuse a request with. Each maps to one HTTP status in the API and to a
 * message beside the form in the pages; a refused request changes nothing.
 */
export type ServiceErrorCode =
  | "invalid_input"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_many_requests"
  | "payload_too_large"
  | "unsupported_media_type"
  /** The database was too busy to take the request in time (./busy.ts): nothing was saved. */
  | "busy";

const STATUS: Record<ServiceErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  busy: 503,
};

export interface FieldIssue {
  path: (string | number)[];
  message: string;
  code?: string;
}

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    readonly issues: FieldIssue[] = [],
    /** For too_many_requests and busy: when to try again (the API's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ServiceError";
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const unauthenticated = (message = "Sign in to do this.") => new ServiceError("unauthenticated", message);
export const forbidden = (message = "You are not allowed to do this.") => new ServiceError("forbidden", message);
export const notFound = (what: string) => new ServiceError("not_found", `${what} not found.`);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ServiceError("too_many_requests", message, [], retryAfterSeconds);
export const conflict = (message: string) => new ServiceError("conflict", message);
export const invalidField = (path: string, message: string) =>
  new ServiceError("invalid_input", message, [{ path: [path], message }]);
