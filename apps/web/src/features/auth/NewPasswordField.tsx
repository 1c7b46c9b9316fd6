import { LIMITS } from '@bidhub/contracts';
import { TextField } from './TextField';

interface NewPasswordFieldProps {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onText: (text: string) => void;
  error?: string | undefined;
}

/** A password being chosen: hidden while typed, its minimum said before the server has to refuse it. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return (
    <TextField
      {...props}
      required
      secret
      hint={`At least ${LIMITS.passwordMin} characters.`}
      maxLength={LIMITS.passwordMax}
      autoComplete="new-password"
    />
  );
}
