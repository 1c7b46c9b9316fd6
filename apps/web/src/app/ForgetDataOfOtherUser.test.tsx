import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../features/auth';
import { appWrapper } from '../test/app-wrapper';
import { userFixture } from '../test/user-fixture';
import { ForgetDataOfOtherUser } from './ForgetDataOfOtherUser';

/** A screen showing one reply, numbered by how often it was asked, with the app's forgetting. */
function renderScreen() {
  let asked = 0;
  const App = appWrapper();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <App>
      <ForgetDataOfOtherUser />
      {children}
    </App>
  );
  return renderHook(() => ({ shown: useQuery({ queryKey: ['reply'], queryFn: async () => `reply ${(asked += 1)}` }).data, session: useSession() }), { wrapper });
}

const token = 'token';

describe('ForgetDataOfOtherUser', () => {
  afterEach(() => localStorage.clear());

  it('When someone signs in after no one, then the screen keeps what it shows until the reply asked again as them arrives', async () => {
    const { result } = renderScreen();
    await waitFor(() => expect(result.current.shown).toBe('reply 1'));
    const shownWhileAsking: (string | undefined)[] = [];
    act(() => result.current.session.signIn({ success: true, message: 'Login Successful', user: userFixture(), token }));
    shownWhileAsking.push(result.current.shown);
    await waitFor(() => expect(result.current.shown).toBe('reply 2'));
    expect(shownWhileAsking).toEqual(['reply 1']);
  });

  it('When the account signs out, then what it was shown is gone at once', async () => {
    const { result } = renderScreen();
    await waitFor(() => expect(result.current.shown).toBe('reply 1'));
    act(() => result.current.session.signIn({ success: true, message: 'Login Successful', user: userFixture(), token }));
    await waitFor(() => expect(result.current.shown).toBe('reply 2'));
    act(() => result.current.session.signOut());
    expect(result.current.shown).toBeUndefined();
    await waitFor(() => expect(result.current.shown).toBe('reply 3'));
  });
});
