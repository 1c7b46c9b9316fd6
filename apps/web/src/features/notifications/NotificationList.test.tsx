import type { Notification } from '@bidhub/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotificationList } from './NotificationList';

const notice = (kind: Notification['kind'], message: string, removed: boolean): Notification => ({
  _id: `n-${kind}-${message.length}`,
  kind,
  product: { _id: removed ? 'p-gone' : 'p-live', name: message, slug: removed ? 'gone-lamp' : 'live-clock', removed },
  message,
  createdAt: '2026-11-25T10:00:00.000Z',
  read: false,
});

describe('The notification list', () => {
  it("When an auction was removed since, then each of its notices opens the bid history kept of it; a live auction's opens its page", () => {
    render(
      <MemoryRouter>
        <NotificationList
          onPick={() => undefined}
          notifications={[notice('removed', 'Gone lamp removed', true), notice('outbid', 'Gone lamp outbid', true), notice('outbid', 'Live clock outbid', false)]}
        />
      </MemoryRouter>,
    );

    const target = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(target('Gone lamp removed')).toBe('/removed/p-gone');
    expect(target('Gone lamp outbid')).toBe('/removed/p-gone');
    expect(target('Live clock outbid')).toBe('/product/live-clock');
  });

  it('When a notice is unread, then a screen reader hears it is new; a read one is not said to be', () => {
    const read = { ...notice('outbid', 'Old clock outbid', false), _id: 'n-read', read: true };
    render(
      <MemoryRouter>
        <NotificationList onPick={() => undefined} notifications={[notice('outbid', 'Live clock outbid', false), read]} />
      </MemoryRouter>,
    );

    const [fresh, old] = screen.getAllByRole('listitem');
    expect(fresh!.textContent).toMatch(/^New: Live clock outbid/);
    expect(old!.textContent).toMatch(/^Old clock outbid/);
  });
});
