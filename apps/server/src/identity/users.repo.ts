import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identityUsers } from '../db/schema/identity.ts';
import { hashPassword } from './password.ts';

export type IdentityUser = typeof identityUsers.$inferSelect;

export interface IdentityUserInput {
  username: string;
  password: string;
  givenName: string;
  familyName: string;
  email?: string | undefined;
  customerCode: string;
  roles: string[];
  licenses: string[];
}

/** Usernames are compared without case and surrounding spaces, as users type them. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Creates the user, or replaces the profile and password of the one with the same username. */
export async function upsertIdentityUser(db: Db, input: IdentityUserInput): Promise<IdentityUser> {
  const profile = {
    passwordHash: await hashPassword(input.password),
    givenName: input.givenName,
    familyName: input.familyName,
    email: input.email ?? null,
    customerCode: input.customerCode,
    roles: input.roles,
    licenses: input.licenses,
  };
  const [user] = await db
    .insert(identityUsers)
    .values({ username: normalizeUsername(input.username), ...profile })
    .onConflictDoUpdate({ target: identityUsers.username, set: profile })
    .returning();
  if (!user) throw new Error(`upsert of identity user ${input.username} returned nothing`);
  return user;
}

export async function findIdentityUserByUsername(
  db: Db,
  username: string,
): Promise<IdentityUser | undefined> {
  const [user] = await db
    .select()
    .from(identityUsers)
    .where(eq(identityUsers.username, normalizeUsername(username)));
  return user;
}

/** The user behind an OpenID subject (the user's id as a string). */
export async function findIdentityUserBySubject(db: Db, subject: string): Promise<IdentityUser | undefined> {
  if (!/^[1-9]\d{0,15}$/.test(subject)) return undefined;
  const [user] = await db
    .select()
    .from(identityUsers)
    .where(eq(identityUsers.id, Number(subject)));
  return user;
}

export async function updateIdentityUserPassword(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(identityUsers)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(identityUsers.id, userId));
}

export async function countIdentityUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(identityUsers);
  return row?.total ?? 0;
}

export function subjectOf(user: IdentityUser): string {
  return String(user.id);
}
