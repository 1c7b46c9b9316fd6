import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@bidhub/contracts';
import { appWrapper } from '../test/app-wrapper';
import { userFixture } from '../test/user-fixture';
import { AccountMenu } from './AccountMenu';

const dashboardEntryOf = async (role: number) => {
  render(
    <MemoryRouter>
      <AccountMenu user={userFixture({ name: 'Asha', role })} />
    </MemoryRouter>,
    { wrapper: appWrapper() },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Asha' }));
  return screen.getByRole('menuitem', { name: 'Dashboard' });
};

describe("The header's account menu", () => {
  it("When it opens, then Dashboard is a real link to the user's own dashboard, so a middle click opens it in a new tab", async () => {
    expect((await dashboardEntryOf(0)).querySelector('a')?.getAttribute('href')).toBe('/dashboard/user');
  });

  it('When the name is cut short in the header, then hovering it shows the whole name', () => {
    render(
      <MemoryRouter>
        <AccountMenu user={userFixture({ name: 'Alexandrina Venkataraman Subramaniam' })} />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    expect(screen.getByText('Alexandrina Venkataraman Subramaniam').getAttribute('title')).toBe('Alexandrina Venkataraman Subramaniam');
  });

  it("When an admin opens it, then Dashboard links to the admin's dashboard", async () => {
    expect((await dashboardEntryOf(ROLE.admin)).querySelector('a')?.getAttribute('href')).toBe('/dashboard/admin');
  });

  it("When a bidder opens it, then My bids leads to their bids (the dashboard's Own page); an admin's has no such entry", async () => {
    const entry = await dashboardEntryOf(0);
    expect(screen.getByRole('menuitem', { name: 'My bids' }).querySelector('a')?.getAttribute('href')).toBe('/dashboard/user/items');
    expect(entry).toBeTruthy();
  });
});
