import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRedirectCountdown } from './use-redirect-countdown';

const REDIRECT_SECONDS = 3;

/**
 * Shown when a guard turns the visitor away: counts 3, 2, 1, 0, then opens /login with `returnTo`
 * as location state, so logging in leads back to the page that was asked for. `note` says why, when
 * logging in again is not what the visitor lacks.
 */
export function LoginRedirect({ returnTo, note }: { returnTo: string; note?: string }) {
  useDocumentTitle('Redirecting to Login');
  const navigate = useNavigate();
  const goToLogin = useCallback(() => navigate('/login', { state: returnTo, replace: true }), [navigate, returnTo]);
  const left = useRedirectCountdown(REDIRECT_SECONDS, goToLogin);

  return (
    <div className="login-redirect" role="status">
      <h1>Redirecting to Login in {left} second</h1>
      {note && <p data-testid="redirect-note">{note}</p>}
      <span className="spinner spinner--large" aria-hidden="true" />
    </div>
  );
}
