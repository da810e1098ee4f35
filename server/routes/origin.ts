import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../services/events';

/** The address the caller reached this server at, for the links an answer carries. */
export const originOf = (request: FastifyRequest): RequestOrigin => ({
  origin: `${request.protocol}://${request.host}`,
});
