import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { saveStoredSession } from '../../../lib/session';
import { appWrapper } from '../../../test/app-wrapper';
import { fakeServer } from '../../../test/fake-server';
import { userFixture } from '../../../test/user-fixture';
import { UserDashboardLayout } from './UserDashboardLayout';
import { UserDashboardPage } from './UserDashboardPage';

describe("A dashboard screen's headings", () => {
  afterEach(() => localStorage.clear());

  it("When a dashboard screen opens, then its own title is the page's one h1, and the menu is a landmark named by its title", async () => {
    const user = userFixture({ name: 'Asha' });
    saveStoredSession({ user, token: 'token' });
    fakeServer(() => ({ status: 200, data: { success: true, user } }));
    render(
      <MemoryRouter initialEntries={['/dashboard/user']}>
        <Routes>
          <Route path="/dashboard/user" element={<UserDashboardLayout />}>
            <Route index element={<UserDashboardPage />} />
          </Route>
        </Routes>
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );

    expect((await screen.findAllByRole('heading', { level: 1 })).map((heading) => heading.textContent)).toEqual(['Your account']);
    expect(screen.getByRole('navigation', { name: 'Dashboard' }).querySelectorAll('a')).toHaveLength(3);
  });
});
