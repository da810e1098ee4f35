import { hash, verify } from '@node-rs/argon2';
import { passwordSchema } from '@shared/schemas/common';

export interface Argon2Cost {
  memoryKib: number;
  timeCost: number;
}

/**
 * Password hashing with argon2id (the library's default algorithm), a memory-hard KDF. The PHC
 * string keeps its own parameters, so raising the cost later does not break stored hashes.
 */
export function createPasswordHasher(cost: Argon2Cost) {
  return {
    hash: (password: string) =>
      hash(password, { memoryCost: cost.memoryKib, timeCost: cost.timeCost, parallelism: 1 }),
    async verify(passwordHash: string, password: string): Promise<boolean> {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a failed check, never a crash.
        return false;
      }
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

/** DECISIONS 1, checked by the identity service too: the HTTP schema is not the only gate. */
export function meetsPasswordRule(password: string): boolean {
  return passwordSchema.safeParse(password).success;
}
