import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { userFixture } from '../../test/user-fixture';
import { LoginPage } from './LoginPage';

const page = () =>
  render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
    { wrapper: appWrapper() },
  );

describe('LoginPage for someone already signed in', () => {
  afterEach(() => localStorage.clear());

  it('When nobody is signed in, then only the form shows', () => {
    page();
    expect(screen.queryByTestId('signed-in-note')).toBeNull();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
  });

  it("When the form shows, then Username and Password are marked required, as the spec's form has them", () => {
    page();
    expect((screen.getByLabelText('Username') as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).required).toBe(true);
  });

  it('When a user is signed in, then the page names them and says logging in switches accounts, above the same form', () => {
    saveStoredSession({ user: userFixture({ email: 'asha' }), token: 'token' });
    page();
    expect(screen.getByTestId('signed-in-note').textContent).toBe('You are signed in as asha. Logging in here switches to another account.');
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
  });
});
