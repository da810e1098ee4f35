import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors';
import { findInputProblem, problemField } from './inputGuard';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning guards included), with two changes:
 * - an empty body counts as no body: clients often send `Content-Type: application/json` on a
 *   DELETE or GET without one, and that should reach the route, whose schema then judges what is
 *   missing;
 * - a body nested deeper than MAX_JSON_DEPTH, or holding a string PostgreSQL cannot store (a NUL
 *   byte, a lone surrogate — in a value or a key), is refused here with 400 MST-00400 naming the
 *   field, before any schema or service walks it (server/http/inputGuard.ts).
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, (error, value) => {
      if (error) return done(error);
      const problem = findInputProblem(value);
      if (!problem) return done(null, value);
      return done(invalidField(problemField(problem, 'body'), problem.message));
    });
  });
}
