import type { PublicUser, ROLE } from '@bidhub/contracts';

/**
 * ROLE.admin, tied to the contracts by its type so a change there fails the typecheck. Importing the
 * value instead would pull zod into the first download of every page, as the header needs this.
 */
const ADMIN_ROLE: (typeof ROLE)['admin'] = 1;

export const isAdmin = (user: PublicUser) => user.role === ADMIN_ROLE;

/** Where the header's Dashboard entry leads: role 1 is an admin. */
export const dashboardPath = (user: PublicUser) => (isAdmin(user) ? '/dashboard/admin' : '/dashboard/user');
