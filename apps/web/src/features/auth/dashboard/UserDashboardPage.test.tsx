import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { saveStoredSession } from '../../../lib/session';
import { appWrapper } from '../../../test/app-wrapper';
import { userFixture } from '../../../test/user-fixture';
import { UserDashboardPage } from './UserDashboardPage';

describe("The user dashboard's account facts", () => {
  afterEach(() => localStorage.clear());

  it('When the address was never given, then it says so and links to the profile page that takes it', () => {
    saveStoredSession({ user: userFixture({ address: '' }), token: 'token' });
    render(
      <MemoryRouter>
        <UserDashboardPage />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );

    expect(screen.getByText(/Not given yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'add it' }).getAttribute('href')).toBe('/dashboard/user/profile');
  });
});
