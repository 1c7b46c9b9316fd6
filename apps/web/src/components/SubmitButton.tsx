import type { ReactNode } from 'react';

/**
 * A form's large primary button with a spinner while the request is out. It stays enabled (the
 * sender ignores a second press) so that focus does not drop off it mid-request. `secondary` when
 * another button of the form is the one to press first.
 */
export function SubmitButton({ sending, secondary = false, children }: { sending: boolean; secondary?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`btn ${secondary ? '' : 'btn--primary '}btn--large btn--block`} aria-busy={sending || undefined}>
      {sending && <span className="spinner spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
