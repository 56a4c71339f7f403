/**
 * Errors a service throws when a request cannot be served as asked. Services stay free of HTTP;
 * the error handler plugin maps each class to its status code.
 */
export class DomainError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {}
export class UnauthorizedError extends DomainError {}
export class ForbiddenError extends DomainError {}
export class NotFoundError extends DomainError {}
export class ConflictError extends DomainError {}
export class UnprocessableError extends DomainError {}
export class PayloadTooLargeError extends DomainError {}
export class UnsupportedMediaTypeError extends DomainError {}
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The API is up but cannot serve this now (its database is unreachable, a queue is full). */
export class ServiceUnavailableError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A service the API depends on (a carrier's API) failed or answered nonsense. */
export class BadGatewayError extends DomainError {}

export function statusOf(error: DomainError): number {
  if (error instanceof BadRequestError) return 400;
  if (error instanceof UnauthorizedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof PayloadTooLargeError) return 413;
  if (error instanceof UnsupportedMediaTypeError) return 415;
  if (error instanceof UnprocessableError) return 422;
  if (error instanceof TooManyRequestsError) return 429;
  if (error instanceof BadGatewayError) return 502;
  if (error instanceof ServiceUnavailableError) return 503;
  return 500;
}
