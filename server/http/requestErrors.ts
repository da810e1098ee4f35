import { z } from 'zod';

/**
 * What a value is refused with where its schema names no key of its own: a validation key the app
 * translates (docs/api.md, `validation.error.*` in the four catalogues), never zod's own English
 * ("Invalid input: expected string, received number"). A schema's own message still wins.
 */
const requestErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.error.required' : 'validation.error.invalid';
    case 'invalid_value':
      return 'validation.error.unknownChoice';
    case 'too_big':
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.error.tooMany';
      return issue.origin === 'string' ? 'validation.error.tooLong' : 'validation.error.invalid';
    default:
      return 'validation.error.invalid';
  }
};

/**
 * Makes requestErrorMap the server process's zod error map (buildApp), so every parse answers with
 * keys — the routes', the live socket's, and the parses schemas run inside their own checks (the
 * signup body's provider decision), which a map given to one parse would not reach. Issues keep
 * their code, path and expectation for the logs; the renderer keeps zod's defaults.
 */
export function useRequestErrorKeys(): void {
  z.config({ customError: requestErrorMap });
}
