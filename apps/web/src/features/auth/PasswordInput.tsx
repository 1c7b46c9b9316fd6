import { type InputHTMLAttributes, useState } from 'react';

/**
 * A password box with a Show / Hide button, as antd's password input had. The button is named by
 * its (partly hidden) text, not aria-label, so the field's label stays the form's only 'Password' label.
 */
export function PasswordInput(input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className={`password-input${input['aria-invalid'] ? ' password-input--invalid' : ''}`}>
      <input type={shown ? 'text' : 'password'} className="password-input__control" {...input} />
      <button type="button" className="btn btn--link password-input__toggle" aria-controls={input.id} onClick={() => setShown((current) => !current)}>
        <span className="visually-hidden">{shown ? 'Hide password' : 'Show password'}</span>
        <span aria-hidden="true">{shown ? 'Hide' : 'Show'}</span>
      </button>
    </div>
  );
}
