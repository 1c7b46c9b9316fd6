import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FormField } from '../../components/FormField';
import { PasswordInput } from './PasswordInput';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'type'>;

interface TextFieldProps extends NativeInputProps {
  name: string;
  label: string;
  value: string;
  onText: (text: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Hidden while typed, with a button to show it. */
  secret?: boolean;
}

/** One labelled text box of the account forms, its error and hint read out with it. */
export function TextField({ name, label, value, onText, error, hint, secret = false, ...input }: TextFieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => {
        const props = { ...input, ...control, name, value, onChange: (event: { target: { value: string } }) => onText(event.target.value) };
        return secret ? <PasswordInput {...props} /> : <input type="text" className={`field field--block${error ? ' field--invalid' : ''}`} {...props} />;
      }}
    </FormField>
  );
}
