import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appWrapper } from '../../test/app-wrapper';
import { UserRoute } from './UserRoute';

function LoginState() {
  return <p>Login, then back to {String(useLocation().state)}</p>;
}

describe('The user guard turning a visitor away', () => {
  it('When the page asked for has a query and a hash, then logging in is set to come back to all of it', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/user/items?page=2#top']}>
        <Routes>
          <Route path="/dashboard/user" element={<UserRoute />}>
            <Route path="items" element={<p>Own</p>} />
          </Route>
          <Route path="/login" element={<LoginState />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    expect(await screen.findByText('Login, then back to /dashboard/user/items?page=2#top', undefined, { timeout: 6_000 })).toBeTruthy();
  }, 10_000);
});
