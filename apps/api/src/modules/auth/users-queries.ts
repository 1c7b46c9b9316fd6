import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const byUsername = (username: string) => sql`lower(${users.email}) = lower(${username})`;

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(byUsername(username)).limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Inserts unless the username is taken (any case); undefined when it was. */
export async function insertUser(db: Database, user: NewUserRow): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return created;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'passwordHash' | 'phone' | 'address' | 'answerHash' | 'keptSession'>>,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

/** Sets the role of the named users; returns the usernames that exist. */
export async function setRoleByUsernames(db: Database, usernames: string[], role: number): Promise<string[]> {
  if (usernames.length === 0) return [];
  const lowered = usernames.map((name) => name.toLowerCase());
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(inArray(sql`lower(${users.email})`, lowered))
    .returning({ email: users.email });
  return updated.map((user) => user.email);
}
