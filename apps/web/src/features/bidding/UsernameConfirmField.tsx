import { FormField } from '../../components/FormField';

interface UsernameConfirmFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** In a dialog the field is the first thing to fill. */
  autoFocus?: boolean;
}

/** The spec's 'Re-enter your Username to Confirm', under a bid and a Buy It Now alike. */
export function UsernameConfirmField({ id, value, error, onChange, autoFocus }: UsernameConfirmFieldProps) {
  return (
    <FormField id={id} label="Re-enter your Username to Confirm" error={error}>
      {(control) => (
        <input
          {...control}
          name="winner"
          className={`field field--block username-confirm${error ? ' field--invalid' : ''}`}
          placeholder="Enter Your Username"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
