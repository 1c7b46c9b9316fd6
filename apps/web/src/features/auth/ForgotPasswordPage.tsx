import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { type ForgotPasswordRequest, LIMITS, type MessageResponse } from '@bidhub/contracts';
import { FormRefusal } from '../../components/FormRefusal';
import { SubmitButton } from '../../components/SubmitButton';
import { useAwaitedSubmit } from '../../lib/use-awaited-submit';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authApi } from './auth-api';
import { AuthFormCard } from './AuthFormCard';
import { type SignInState, useReturnHere } from './login-return-path';
import { NewPasswordField } from './NewPasswordField';
import { TextField } from './TextField';
import { UsernameField } from './UsernameField';
import { filled, typed, useCheckedForm } from './use-checked-form';

const CHECKS = {
  email: filled('Enter your username'),
  answer: filled('Enter the answer you gave when registering'),
  newPassword: typed('Enter a new password'),
};

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const navigate = useNavigate();
  const returnTo = useReturnHere();
  const onReset = useCallback(
    (reply: MessageResponse, { email }: ForgotPasswordRequest) => {
      toast.success(reply.message, { id: 'forgot-password' });
      navigate('/login', { state: { returnTo, username: email } satisfies SignInState });
    },
    [navigate, returnTo],
  );
  const { submit, submitting } = useAwaitedSubmit(authApi.resetPassword, onReset, 'forgot-password', true);
  const form = useCheckedForm<ForgotPasswordRequest>({ email: '', answer: '', newPassword: '' }, CHECKS, submit);

  return (
    <AuthFormCard heading="RESET PASSWORD">
      <p className="auth-form__intro">Give your username and the answer you chose when registering, then a new password.</p>
      <form noValidate onSubmit={form.submit}>
        <UsernameField {...form.fieldProps('email')} autoFocus />
        <TextField
          {...form.fieldProps('answer')}
          required
          label="What's your favourite Color?"
          placeholder="Enter Your favourite Color"
          maxLength={LIMITS.answer}
          autoComplete="off"
        />
        <NewPasswordField {...form.fieldProps('newPassword')} label="New password" placeholder="Enter New Password" />
        <FormRefusal message={form.refusal} />
        <SubmitButton sending={submitting}>RESET</SubmitButton>
      </form>
      {/* Not named 'login': the header's Login link keeps that name to itself. */}
      <p className="auth-form__footer">
        <Link to="/login" state={returnTo}>
          Remembered it? Sign in
        </Link>
      </p>
    </AuthFormCard>
  );
}
