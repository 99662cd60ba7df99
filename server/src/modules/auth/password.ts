import argon2 from 'argon2';
import type { AppConfig } from '../../config.js';

export type Argon2Cost = AppConfig['argon2'];

/** argon2id with OWASP's parameters (19 MiB, 2 passes) unless configured stronger. */
export const hashPassword = (plain: string, cost: Argon2Cost): Promise<string> =>
  argon2.hash(plain, { type: argon2.argon2id, ...cost });

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
