import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LIMITS, type LoginRequest, type LoginResponse } from '@bidhub/contracts';
import { LinkButton } from '../../components/LinkButton';
import { FormRefusal } from '../../components/FormRefusal';
import { SubmitButton } from '../../components/SubmitButton';
import { useAwaitedSubmit } from '../../lib/use-awaited-submit';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authApi } from './auth-api';
import { AuthFormCard } from './AuthFormCard';
import { loginReturnPath, returnIsBack, usernameIn, useReturnHere } from './login-return-path';
import { useSession } from './session/use-session';
import { TextField } from './TextField';
import { UsernameField } from './UsernameField';
import { filled, typed, useCheckedForm } from './use-checked-form';

const CHECKS = { email: filled('Enter your username'), password: typed('Enter your password') };

export function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const { session, signIn } = useSession();
  const returnTo = useReturnHere();
  const onLoggedIn = useCallback(
    (reply: LoginResponse) => {
      signIn(reply);
      toast.success(reply.message, { id: 'login' });
      if (returnIsBack(location.state)) navigate(-1);
      else navigate(loginReturnPath(location.state, location.search), { replace: true });
    },
    [signIn, navigate, location.state, location.search],
  );
  const { submit, submitting } = useAwaitedSubmit(authApi.login, onLoggedIn, 'login', true);
  // Sent here by Register or Forgot Password: the username is theirs, the password is next.
  const [username] = useState(() => usernameIn(location.state));
  const form = useCheckedForm<LoginRequest>({ email: username, password: '' }, CHECKS, submit);

  return (
    <AuthFormCard heading="LOGIN FORM">
      {/* The form stays, as in the original app: logging in here switches accounts. */}
      {session && (
        <p className="alert alert--info" data-testid="signed-in-note">
          You are signed in as {session.user.email}. Logging in here switches to another account.
        </p>
      )}
      <form noValidate onSubmit={form.submit}>
        <UsernameField {...form.fieldProps('email')} autoFocus={username === ''} />
        <TextField
          {...form.fieldProps('password')}
          required
          label="Password"
          secret
          placeholder="Enter Your Password"
          maxLength={LIMITS.passwordMax}
          autoComplete="current-password"
          autoFocus={username !== ''}
        />
        <FormRefusal message={form.refusal} />
        <SubmitButton sending={submitting}>LOGIN</SubmitButton>
      </form>
      <LinkButton to="/forgot-password" state={returnTo} block className="auth-form__secondary">
        Forgot Password
      </LinkButton>
      {/* A visitor sent here by 'Log in to bid' may have no account yet: registering keeps the way back. */}
      <p className="auth-form__footer">
        <Link to="/register" state={returnTo}>
          New to BidHub? Create an account
        </Link>
      </p>
    </AuthFormCard>
  );
}
