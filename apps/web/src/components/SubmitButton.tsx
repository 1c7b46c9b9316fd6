import type { ReactNode } from 'react';

/**
 * A form's large primary button with a spinner while the request is out. It stays enabled (the
 * sender ignores a second press) so that focus does not drop off it mid-request.
 */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn--primary btn--large btn--block" aria-busy={sending || undefined}>
      {sending && <span className="spinner spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
