import { ROLE } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { setRoleByUsernames } from './users-queries.js';

/** ADMIN_USERNAMES at start: promotes those that already exist (the rest become admins on register). */
export const promoteAdmins = (db: Database, usernames: string[]) => setRoleByUsernames(db, usernames, ROLE.admin);

export const demoteAdmins = (db: Database, usernames: string[]) => setRoleByUsernames(db, usernames, ROLE.user);
