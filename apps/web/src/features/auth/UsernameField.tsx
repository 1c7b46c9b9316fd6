import { type ComponentProps } from 'react';
import { LIMITS } from '@bidhub/contracts';
import { TextField } from './TextField';

/** The Username box every account form asks first (login, reset) or after the name (register); always required. */
export function UsernameField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return <TextField required {...props} label="Username" placeholder="Enter Your Username" maxLength={LIMITS.username} autoComplete="username" spellCheck={false} />;
}
