import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveStoredSession } from '../../../lib/session';
import { endSession } from '../../../lib/session-events';
import { appWrapper } from '../../../test/app-wrapper';
import { userFixture } from '../../../test/user-fixture';
import { ProfilePage } from './ProfilePage';

const signIn = (id: string) => saveStoredSession({ user: userFixture({ _id: id, email: id, name: 'Asha', phone: '9876543210', address: 'Pune' }), token: `token-${id}` });
const openProfile = () => render(<ProfilePage />, { wrapper: appWrapper() });

/** Types a new name and a new password, then the server ends the session under the form. */
async function typeThenSessionEnds() {
  signIn('asha');
  const page = openProfile();
  const name = screen.getByLabelText('Name');
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

    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Asha Rao');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByRole('status').textContent).toContain('what you had typed is back');
  });

  it('When another user logs in on this browser, then they see their own profile', async () => {
    await typeThenSessionEnds();

    signIn('ravi');
    openProfile();

    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Asha');
    expect(screen.queryByText(/what you had typed is back/)).toBeNull();
  });
});
