import type { ReactNode } from 'react';
import './auth.css';

/** The narrow centred card that holds the register, login and forgot-password forms. */
export function AuthFormCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="auth-form card" aria-labelledby="auth-form-heading">
      <h1 id="auth-form-heading" className="auth-form__heading">
        {heading}
      </h1>
      {children}
    </section>
  );
}
