import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS, type RegisterRequest, type RegisterResponse } from '@bidhub/contracts';
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
import { filled, useCheckedForm } from './use-checked-form';

type RegisterValues = Required<RegisterRequest>;

const EMPTY: RegisterValues = { name: '', email: '', password: '', phone: '', address: '', answer: '' };
const CHECKS = {
  name: filled('Enter your name'),
  email: filled('Enter a username'),
  password: filled('Enter a password'),
  phone: filled('Enter your phone number'),
  answer: filled('Enter your favourite colour'),
};

export function RegisterPage() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  // Who came to register on the way to a lot (its 'Log in to bid') logs in and is back at the lot.
  const returnTo = useReturnHere();
  const onRegistered = useCallback(
    (reply: RegisterResponse, { email }: RegisterRequest) => {
      toast.success(reply.message, { id: 'register' });
      navigate('/login', { state: { returnTo, username: email } satisfies SignInState });
    },
    [navigate, returnTo],
  );
  const { submit, submitting } = useAwaitedSubmit(authApi.register, onRegistered, 'register', true);
  const { fieldProps: field, submit: check, refusal } = useCheckedForm(EMPTY, CHECKS, submit);

  return (
    <AuthFormCard heading="REGISTER FORM">
      <form noValidate onSubmit={check}>
        <TextField {...field('name')} required label="Name" placeholder="Enter Your Name" maxLength={LIMITS.name} autoComplete="name" autoFocus />
        <UsernameField {...field('email')} hint="Shown to everyone beside your bids and wins, so not your email address." />
        <NewPasswordField {...field('password')} label="Password" placeholder="Enter Your Password" />
        <TextField {...field('phone')} required label="Phone" placeholder="Enter Your Phone" maxLength={LIMITS.phone} autoComplete="tel" inputMode="tel" />
        <TextField {...field('address')} label="Address (optional)" placeholder="Enter Your Address" maxLength={LIMITS.address} autoComplete="street-address" />
        <TextField
          {...field('answer')}
          required
          label="What's your favourite Color?"
          hint="Your answer lets you reset a forgotten password."
          placeholder="Enter Your favourite Color"
          maxLength={LIMITS.answer}
          autoComplete="off"
        />
        <FormRefusal message={refusal} />
        <SubmitButton sending={submitting}>REGISTER</SubmitButton>
      </form>
      <p className="auth-form__footer">
        <Link to="/login" state={returnTo}>
          Have an account? LOGIN
        </Link>
      </p>
    </AuthFormCard>
  );
}
