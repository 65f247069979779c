import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP baseline (19 MiB, 2 passes).
// algorithm 2 is Argon2id (a const enum in the typings, unusable under verbatimModuleSyntax).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
