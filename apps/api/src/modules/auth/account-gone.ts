import { AppError } from '../../http/app-error.js';

/** A valid token whose account was deleted since: the client forgets the token (invalid_token). */
export const accountGone = () => AppError.invalidToken('Account no longer exists, please register again');
