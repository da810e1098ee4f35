import { z } from 'zod';

/** Every failure: an HTTP status and this body. field names the failing input, when there is one. */
export const apiError = z.object({
  errorCode: z.string(),
  errorMessage: z.string(),
  field: z.string().optional(),
  /** Extra facts for the message, e.g. the person a check-in warning names. */
  details: z.record(z.string(), z.unknown()).optional(),
});
