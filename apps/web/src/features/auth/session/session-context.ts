import { createContext } from 'react';
import type { LoginResponse, PublicUser } from '@bidhub/contracts';
import type { StoredSession } from '../../../lib/session';

export interface SessionContextValue {
  /** undefined while nobody is signed in. */
  session: StoredSession | undefined;
  signIn: (reply: LoginResponse) => void;
  signOut: () => void;
  /** After a profile update: same token, the server's new copy of the user. */
  replaceUser: (user: PublicUser) => void;
}

export const SessionContext = createContext<SessionContextValue | undefined>(undefined);
