import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findIdentityUserByUsername, type IdentityUser } from './users.repo.ts';

/** The user whose password matches, or nothing: an unknown username costs the same time as a wrong password. */
export async function authenticate(
  deps: { db: Db },
  username: string,
  password: string,
): Promise<IdentityUser | undefined> {
  const user = await findIdentityUserByUsername(deps.db, username);
  unknownUserHash ??= hashPassword(randomBytes(16).toString('base64'));
  const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
  return user && matches ? user : undefined;
}

// The hash of a random password, so that unknown users run through the same scrypt work.
let unknownUserHash: Promise<string> | undefined;
