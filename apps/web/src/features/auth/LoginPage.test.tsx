import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { userFixture } from '../../test/user-fixture';
import { Toasts } from '../../app/Toasts';
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

describe('LoginPage when the server refuses the login', () => {
  it('When the username or password is wrong, then an alert under the form says so until the next try', async () => {
    fakeServer(() => ({ status: 401, data: { success: false, message: 'Invalid username or password' } }));
    page();
    await userEvent.type(screen.getByLabelText('Username'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
  });

  it('When the refusal shows under the form, then its toast is not read out a second time', async () => {
    // The toaster asks whether motion is reduced; jsdom has no media queries.
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
    onTestFinished(() => {
      act(() => toast.remove());
      vi.unstubAllGlobals();
    });
    fakeServer(() => ({ status: 401, data: { success: false, message: 'Invalid username or password' } }));
    render(
      <MemoryRouter>
        <LoginPage />
        <Toasts />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    await userEvent.type(screen.getByLabelText('Username'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
    const toastShown = (await screen.findAllByText('Invalid username or password')).find((shown) => shown.closest('[aria-live]'));
    expect(toastShown?.closest('[aria-live]')?.getAttribute('aria-live')).toBe('off');
  });
});

