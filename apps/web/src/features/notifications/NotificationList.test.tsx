import { NOTIFICATION_LIMITS, type Notification } from '@bidhub/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotificationList } from './NotificationList';
import { LISTED_NOTICES } from './notifications-api';

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
          hasOlder={false}
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
        <NotificationList onPick={() => undefined} notifications={[notice('outbid', 'Live clock outbid', false), read]} hasOlder={false} />
      </MemoryRouter>,
    );

    const [fresh, old] = screen.getAllByRole('listitem');
    expect(fresh!.textContent).toMatch(/^New: Live clock outbid/);
    expect(old!.textContent).toMatch(/^Old clock outbid/);
  });

  it('When a bidder was outbid on one lot many times in a row, then the bell shows one entry saying how many, new while any of them is', () => {
    const outbid = (id: string, read: boolean, createdAt: string): Notification => ({ ...notice('outbid', 'Live clock outbid', false), _id: id, read, createdAt });
    const sold = { ...notice('won', 'Gone lamp won', false), _id: 'n-won', read: true };
    const list = [outbid('n3', false, '2026-11-25T10:03:00.000Z'), outbid('n2', true, '2026-11-25T10:02:00.000Z'), outbid('n1', true, '2026-11-25T10:01:00.000Z'), sold, outbid('n0', true, '2026-11-25T09:00:00.000Z')];
    render(
      <MemoryRouter>
        <NotificationList onPick={() => undefined} notifications={list} hasOlder={false} />
      </MemoryRouter>,
    );

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toMatch(/^New: Live clock outbid3 times, the latest /);
    expect(items[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T10:03:00.000Z');
    // Another notice in between starts a new entry: the order of what happened stays.
    expect(items[2]!.textContent).toMatch(/^Live clock outbid\d/);
  });

  it('When the notices listed so far are all one run and older ones follow, then the entry does not claim to know how many there were', () => {
    const list = Array.from({ length: NOTIFICATION_LIMITS.listed }, (_, index) => ({ ...notice('outbid', 'Live clock outbid', false), _id: `n${index}` }));
    render(
      <MemoryRouter>
        <NotificationList onPick={() => undefined} notifications={list} hasOlder />
      </MemoryRouter>,
    );
    expect(screen.getByRole('listitem').textContent).toContain(`${NOTIFICATION_LIMITS.listed} or more times, the latest `);
    expect(LISTED_NOTICES).toBe(NOTIFICATION_LIMITS.listed);
  });
});
