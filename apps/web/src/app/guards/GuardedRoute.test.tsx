import { render, screen, waitFor } from '@testing-library/react';
import { ROLE } from '@bidhub/contracts';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredSession, saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { userFixture } from '../../test/user-fixture';
import { GuardedRoute } from './GuardedRoute';

const openAdminDashboard = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard/admin']}>
      <Routes>
        <Route path="/dashboard/admin" element={<GuardedRoute access="admin" returnTo="" />}>
          <Route index element={<p>Admin dashboard</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
    { wrapper: appWrapper() },
  );

describe('The admin guard turning someone away', () => {
  afterEach(() => localStorage.clear());

  it('When a signed-in user who is not an admin opens the admin dashboard, then the redirect says only admins may, and who they are', async () => {
    fakeServer(() => ({ status: 403, data: { success: false, message: 'Admins only' } }));
    saveStoredSession({ user: userFixture({ email: 'asha', role: 0 }), token: 'token' });
    openAdminDashboard();
    await screen.findByText(/Redirecting to Login in \d second/);
    expect(screen.getByTestId('redirect-note').textContent).toBe('Only admins can open this page, and you are signed in as asha.');
  });

  it('When an admin demoted since signing in is turned away, then the note says only admins may, and the browser forgets the admin role', async () => {
    fakeServer(() => ({ status: 403, data: { success: false, message: 'Admins only' } }));
    saveStoredSession({ user: userFixture({ email: 'esha', role: ROLE.admin }), token: 'token' });
    openAdminDashboard();
    await screen.findByText(/Redirecting to Login in \d second/);
    expect(screen.getByTestId('redirect-note').textContent).toBe('Only admins can open this page, and you are signed in as esha.');
    // What /dashboard reads to choose between the admin and the user dashboard.
    await waitFor(() => expect(readStoredSession()?.user.role).toBe(ROLE.user));
  });

  it('When a visitor is turned away, then only the redirect shows', async () => {
    openAdminDashboard();
    await screen.findByText(/Redirecting to Login in \d second/);
    expect(screen.queryByTestId('redirect-note')).toBeNull();
  });

  it('When an admin whose session the server no longer accepts is turned away, then no note blames their role', async () => {
    fakeServer(() => ({ status: 401, data: { success: false, message: 'Sign in again' } }));
    saveStoredSession({ user: userFixture({ email: 'esha', role: 1 }), token: 'token' });
    openAdminDashboard();
    await screen.findByText(/Redirecting to Login in \d second/);
    expect(screen.queryByTestId('redirect-note')).toBeNull();
  });

  it('When the check gets no answer, then a signed-in admin is told so with Try again, not sent to the login form, and the retry opens the dashboard', async () => {
    const answers: ('no-reply' | { status: number; data: unknown })[] = ['no-reply', { status: 200, data: { ok: true } }];
    fakeServer(() => answers.shift() ?? 'no-reply');
    saveStoredSession({ user: userFixture({ email: 'esha', role: 1 }), token: 'token' });
    openAdminDashboard();
    expect((await screen.findByRole('alert')).textContent).toContain('Your access could not be checked');
    // All the page shows: its title is the page's h1.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your access could not be checked');
    expect(screen.queryByText(/Redirecting to Login/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Admin dashboard');
  });
});
