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
});
