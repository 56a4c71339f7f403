/**
 * Refusals of an upload that lib/errors.ts has no class for yet (it maps none to 413 or 415).
 * They carry their status as Fastify's own client errors do, which the error handler answers as
 * `{ error }` with that status; they belong in lib/errors.ts once it gains both.
 */
export class UnsupportedMediaTypeError extends Error {
  readonly statusCode = 415;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
