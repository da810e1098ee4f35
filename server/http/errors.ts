import { ErrorCode } from '@shared/errors';

/** A failure a service raises on purpose; the error handler turns it into { errorCode, errorMessage }. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, ErrorCode.NotFound, `${what} not found`);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError(403, ErrorCode.Forbidden, message);
export const unauthorized = (message = 'Sign in to continue') =>
  new AppError(401, ErrorCode.Unauthorized, message);
/** 400 MST-00400 naming the field that failed, as the schemas' checks answer: "field: message". */
export const invalidField = (field: string, message: string) =>
  new AppError(400, ErrorCode.ValidationFailed, `${field}: ${message}`, field);
