import type { FastifyReply } from 'fastify';
import { errorKinds, type ErrorCode, type ErrorName, type ErrorNameWithStatus } from '@shared/errors';

/** What a failure may say besides its message: the input it is about and data for the client. */
export interface ErrorAt {
  field?: string;
  details?: Record<string, unknown>;
}

/**
 * A failure a service raises on purpose; the error handler turns it into { errorCode, errorMessage }.
 * It is raised by its catalogue name, which brings the code and the status (shared/errors.ts), through
 * the helpers below.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field?: string;
  readonly details?: Record<string, unknown>;

  constructor(name: ErrorName, message: string, at: ErrorAt = {}) {
    super(message);
    this.name = 'AppError';
    this.status = errorKinds[name].status;
    this.code = errorKinds[name].code;
    this.field = at.field;
    this.details = at.details;
  }
}

/** Any catalogued failure, for those without a helper of their own (the user pool's, MST-00061…). */
export const appError = (name: ErrorName, message: string, at?: ErrorAt) => new AppError(name, message, at);

/** 404 MST-00404 "<what> not found", naming the input that found nothing when there is one. */
export const notFound = (what: string, field?: string) =>
  new AppError('NotFound', `${what} not found`, { field });

/** 403 MST-00403: signed in, but not allowed to do this (DECISIONS 20). */
export const forbidden = (message = 'You do not have access to this resource', field?: string) =>
  new AppError('Forbidden', message, { field });

/** 401 MST-00401: no valid app token; the client refreshes it and retries once. */
export const unauthorized = (message = 'Sign in to continue') => new AppError('Unauthorized', message);

/** 409: a valid request the current state refuses; only names whose status is 409 are taken. */
export const conflict = (name: ErrorNameWithStatus<409>, message: string, at?: ErrorAt) =>
  new AppError(name, message, at);

/** 400 MST-00400 naming the field that failed, as the schemas' checks answer: "field: message". */
export const invalidField = (field: string, message: string, details?: Record<string, unknown>) =>
  new AppError('ValidationFailed', `${field}: ${message}`, { field, details });

/** Answers a failure as every route does: its status and { errorCode, errorMessage, field?, details? }. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.status(error.status).send({
    errorCode: error.code,
    errorMessage: error.message,
    ...(error.field ? { field: error.field } : {}),
    ...(error.details ? { details: error.details } : {}),
  });
}
