import {
  ROLE,
  type ForgotPasswordRequest,
  type LoginRequest,
  type PublicUser,
  type RegisterRequest,
  type UpdateProfileRequest,
} from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { accountSecretMatches, hashSecret, normalizeAnswer } from './passwords.js';
import type { TokenClaims } from '../../http/request-user.js';
import { passwordVersion, type TokenService } from './tokens.js';
import { accountGone, assertPasswordUnchanged, sessionMark } from './session-rules.js';
import { findUserById, findUserByUsername, insertUser, updateUser, type UserRow } from './users-queries.js';

export interface AuthServiceDependencies {
  db: Database;
  tokens: TokenService;
  /** Lower-cased usernames that become admins when they register. */
  adminUsernames: readonly string[];
  /** Told after a password change committed: the user's other sessions end, their open streams too. */
  passwordChanged?: (userId: string) => void;
}

export function toPublicUser(user: UserRow): PublicUser {
  return { _id: user.id, name: user.name, email: user.email, phone: user.phone, address: user.address, role: user.role };
}

const INVALID_LOGIN = 'Invalid username or password';

export interface SignedIn {
  claims: TokenClaims;
  user: UserRow;
  /** A fresh token for the same session, when the one sent is old enough to renew. */
  renewal: string | undefined;
}

/** A new account's row: its secrets hashed, an admin when ADMIN_USERNAMES names it. */
async function newUserRow(request: RegisterRequest, adminUsernames: readonly string[]) {
  return {
    name: request.name,
    email: request.email,
    passwordHash: await hashSecret(request.password),
    phone: request.phone,
    address: request.address ?? '',
    answerHash: await hashSecret(normalizeAnswer(request.answer)),
    role: adminUsernames.includes(request.email.toLowerCase()) ? ROLE.admin : ROLE.user,
  };
}

/** The columns a profile change writes; undefined leaves one as it is. */
async function profileChanges(session: TokenClaims, request: UpdateProfileRequest) {
  return {
    name: request.name,
    phone: request.phone,
    address: request.address,
    passwordHash: request.password === undefined ? undefined : await hashSecret(request.password),
    answerHash: request.answer === undefined ? undefined : await hashSecret(normalizeAnswer(request.answer)),
    // The session making the change stays signed in with the token it holds, for clients that
    // never read the renewal; every other one ends.
    keptSession: request.password === undefined ? undefined : sessionMark(session),
  };
}

export function createAuthService({ db, tokens, adminUsernames, passwordChanged = () => undefined }: AuthServiceDependencies) {
  return {
    async register(request: RegisterRequest) {
      const created = await insertUser(db, await newUserRow(request, adminUsernames));
      if (!created) throw AppError.conflict('This username is already registered, please log in');
      return { message: 'Registered successfully, please log in', user: toPublicUser(created) };
    },

    async login(request: LoginRequest) {
      const user = await findUserByUsername(db, request.email);
      // One message for an unknown user and a wrong password, so usernames cannot be probed.
      if (!(await accountSecretMatches(request.password, user?.passwordHash)) || !user) throw AppError.unauthorized(INVALID_LOGIN);
      return { message: 'Logged in successfully', user: toPublicUser(user), token: tokens.issue(user) };
    },

    async resetPassword(request: ForgotPasswordRequest) {
      const user = await findUserByUsername(db, request.email);
      if (!(await accountSecretMatches(normalizeAnswer(request.answer), user?.answerHash)) || !user) {
        throw AppError.unauthorized('Wrong username or answer');
      }
      // No session asked for it: every one ends, the one a profile change kept too.
      await updateUser(db, user.id, { passwordHash: await hashSecret(request.newPassword), keptSession: null });
      passwordChanged(user.id);
      return { message: 'Password reset successfully' };
    },

    /** The claims of a valid token; whether its account and password still hold is the caller's to check. */
    checkToken: (authorizationHeader: string | undefined): TokenClaims => tokens.verify(authorizationHeader),

    /** The signed-in user behind an Authorization header, and a renewed token when it is due; 401 when there is none. */
    async authenticate(authorizationHeader: string | undefined): Promise<SignedIn> {
      const { renewalDue, ...claims } = tokens.verify(authorizationHeader);
      const user = await findUserById(db, claims.userId);
      if (!user) throw accountGone();
      assertPasswordUnchanged(claims, { passwordVersion: passwordVersion(user.passwordHash), keptSession: user.keptSession });
      return { claims, user, renewal: renewalDue ? tokens.issue(user) : undefined };
    },

    async updateProfile(session: TokenClaims, request: UpdateProfileRequest) {
      const newPassword = request.password !== undefined;
      const updated = await updateUser(db, session.userId, await profileChanges(session, request));
      if (!updated) throw accountGone();
      if (newPassword) passwordChanged(updated.id);
      // A new password ends every session issued under the old one but this: it gets a fresh token too.
      const renewal = newPassword ? tokens.issue(updated) : undefined;
      return { reply: { message: 'Profile updated successfully', updatedUser: toPublicUser(updated) }, renewal };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
