import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode } from '@shared/errors';
import { AppError, sendError } from './errors';

/** Every failure leaves as an HTTP status and { errorCode, errorMessage }; nothing unplanned leaks. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large.
      const code =
        status === 404
          ? ErrorCode.NotFound
          : status === 429
            ? ErrorCode.TooManyRequests
            : ErrorCode.ValidationFailed;
      return reply.status(status).send({ errorCode: code, errorMessage: error.message, field: 'body' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ errorCode: ErrorCode.Internal, errorMessage: 'Unknown error. Please try again.' });
  });
}
