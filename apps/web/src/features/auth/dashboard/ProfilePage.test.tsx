import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { saveStoredSession } from '../../../lib/session';
import { endSession } from '../../../lib/session-events';
import { appWrapper } from '../../../test/app-wrapper';
import { fakeServer } from '../../../test/fake-server';
import { userFixture } from '../../../test/user-fixture';
import { ProfilePage } from './ProfilePage';

const stored = (id: string) => userFixture({ _id: id, email: id, name: 'Asha', phone: '9876543210', address: 'Pune' });
const signIn = (id: string) => saveStoredSession({ user: stored(id), token: `token-${id}` });
/** The profile page, on a server holding each account as `accountOf` says (as stored here, by default). */
const openProfile = (accountOf = stored) => {
  fakeServer((request) => ({ status: 200, data: { success: true, user: accountOf(String(request.headers.get('Authorization')).replace('token-', '')) } }));
  return render(<ProfilePage />, { wrapper: appWrapper() });
};

/** Types a new name and a new password, then the server ends the session under the form. */
async function typeThenSessionEnds() {
  signIn('asha');
  const page = openProfile();
  const name = await screen.findByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Asha Rao');
  await userEvent.type(screen.getByLabelText('Password'), 'new secret 42');
  act(() => endSession('token-asha'));
  page.unmount();
}

describe('The profile form when the session ends under it', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('When the same user logs in again, then the typed name is back with a note, and the new password was never kept', async () => {
    await typeThenSessionEnds();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('new secret 42');

    signIn('asha');
    openProfile();

    expect((await screen.findByLabelText<HTMLInputElement>('Name')).value).toBe('Asha Rao');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByRole('status').textContent).toContain('what you had typed is back');
  });

  it('When another user logs in on this browser, then they see their own profile', async () => {
    await typeThenSessionEnds();

    signIn('ravi');
    openProfile();

    expect((await screen.findByLabelText<HTMLInputElement>('Name')).value).toBe('Asha');
    expect(screen.queryByText(/what you had typed is back/)).toBeNull();
  });
});

describe('The profile form after another device changed the profile', () => {
  afterEach(() => localStorage.clear());

  it("When the server holds a newer name and address than this browser's copy, then the form starts from them, and the copy is renewed", async () => {
    signIn('priya');
    openProfile((id) => ({ ...stored(id), name: 'Priya R. Raman', address: '22 Temple Street, Chennai' }));

    expect((await screen.findByLabelText<HTMLInputElement>('Name')).value).toBe('Priya R. Raman');
    expect(screen.getByLabelText<HTMLInputElement>('Address').value).toBe('22 Temple Street, Chennai');
    await waitFor(() => expect(localStorage.getItem('auth')).toContain('22 Temple Street, Chennai'));
  });

  it('When a read cached a moment before (on the dashboard) is stale, then the form waits for the read on opening and starts from it', async () => {
    signIn('priya');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['account', 'priya'], stored('priya'));
    fakeServer(() => ({ status: 200, data: { success: true, user: { ...stored('priya'), name: 'Priya R. Raman' } } }));
    render(<ProfilePage />, { wrapper: appWrapper(client) });

    expect((await screen.findByLabelText<HTMLInputElement>('Name')).value).toBe('Priya R. Raman');
  });

  it('When only the address is changed, then only the address is sent: a phone changed on another device meanwhile stays', async () => {
    signIn('priya');
    const server = fakeServer((request) =>
      request.method === 'put'
        ? { status: 200, data: { success: true, message: 'Profile updated successfully', updatedUser: { ...stored('priya'), phone: '4445556666', address: 'Browser St 2' } } }
        : { status: 200, data: { success: true, user: stored('priya') } },
    );
    render(<ProfilePage />, { wrapper: appWrapper() });
    const address = await screen.findByLabelText('Address');
    await userEvent.clear(address);
    await userEvent.type(address, 'Browser St 2');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE' }));

    await waitFor(() => expect(server.requests.some((request) => request.method === 'put')).toBe(true));
    expect(JSON.parse(server.requests.find((request) => request.method === 'put')!.data)).toEqual({ address: 'Browser St 2' });
  });

  it('When the name is saved, then the browser keeps the saved account, and the form shows what another device changed meanwhile', async () => {
    signIn('priya');
    fakeServer((request) =>
      request.method === 'put'
        ? { status: 200, data: { success: true, message: 'Profile updated successfully', updatedUser: { ...stored('priya'), name: 'Priya Raman', phone: '4445556666' } } }
        : { status: 200, data: { success: true, user: stored('priya') } },
    );
    render(<ProfilePage />, { wrapper: appWrapper() });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Priya Raman');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE' }));

    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('4445556666'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(JSON.parse(localStorage.getItem('auth')!).user.name).toBe('Priya Raman');
  });
});
