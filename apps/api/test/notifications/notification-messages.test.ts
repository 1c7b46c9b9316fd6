import { describe, expect, it } from 'vitest';
import { closingNotices, endingSoonNotices, outbidMessage, type ClosedAuction } from '../../src/modules/notifications/index.js';

const auction = (overrides: Partial<ClosedAuction> = {}): ClosedAuction => ({
  name: 'Old Watch',
  price: 1550,
  winner: 'alice',
  winnerId: 'A',
  createdBy: 'S',
  bidCount: 3,
  reserveMet: true,
  ...overrides,
});

const kinds = (notices: ReturnType<typeof closingNotices>) => notices.map(({ userId, kind }) => `${userId}:${kind}`).sort();

describe('Who is told what when an auction closes', () => {
  it('When the leader met the reserve, then the leader won, the other bidders lost and the creator sold', () => {
    const notices = closingNotices(auction(), ['A', 'B', 'C', 'B']);
    expect(kinds(notices)).toEqual(['A:won', 'B:lost', 'C:lost', 'S:sold']);
    expect(notices.find((notice) => notice.kind === 'won')?.message).toBe('You won Old Watch for Rs. 1550');
    expect(notices.find((notice) => notice.kind === 'sold')?.message).toBe('Old Watch sold to alice for Rs. 1550');
  });

  it('When the reserve was not met, then the top bidder hears reserve-not-met, the others lost, and the creator unsold', () => {
    const notices = closingNotices(auction({ reserveMet: false }), ['A', 'B']);
    expect(kinds(notices)).toEqual(['A:reserve-not-met', 'B:lost', 'S:unsold']);
    expect(notices.find((notice) => notice.userId === 'A')?.message).toBe('Old Watch ended below its reserve price: your top bid of Rs. 1550 did not buy it');
    expect(notices.find((notice) => notice.userId === 'B')?.message).toBe('Old Watch ended below its reserve price: no sale');
    expect(notices.find((notice) => notice.userId === 'S')?.message).toBe('Old Watch ended below its reserve price: no sale');
  });

  it('When nobody bid, then only the creator is told, unsold without a bid', () => {
    const notices = closingNotices(auction({ winner: '', winnerId: null, bidCount: 0 }), []);
    expect(notices).toEqual([{ userId: 'S', kind: 'unsold', message: 'Old Watch ended without a bid: no sale' }]);
  });

  it('When the creator account is gone, then the bidders are still told', () => {
    expect(kinds(closingNotices(auction({ createdBy: null }), ['A', 'B']))).toEqual(['A:won', 'B:lost']);
  });

  it('When someone is outbid, then the message names the product', () => {
    expect(outbidMessage('Old Watch')).toBe("You've been outbid on Old Watch");
  });
});

describe('Who is reminded when an auction enters its last hour', () => {
  const ending = { name: 'Old Watch', price: 1550, winnerId: 'A', createdBy: 'S' };

  it('When bidders and watchers follow it, then each outbid bidder and each watcher who never bid is told once; the leader and the seller are not', () => {
    const notices = endingSoonNotices(ending, ['A', 'B', 'B', 'C'], ['A', 'C', 'W', 'S', 'W']);
    expect(notices).toEqual([
      { userId: 'B', kind: 'ending-soon', message: 'Old Watch ends within the hour and you are not the highest bidder (now Rs. 1550)' },
      { userId: 'C', kind: 'ending-soon', message: 'Old Watch ends within the hour and you are not the highest bidder (now Rs. 1550)' },
      { userId: 'W', kind: 'ending-soon', message: 'Old Watch, on your watchlist, ends within the hour (now Rs. 1550)' },
    ]);
  });

  it('When nobody bid yet, then every watcher but the seller is told', () => {
    expect(endingSoonNotices({ ...ending, winnerId: null }, [], ['W', 'S']).map((notice) => notice.userId)).toEqual(['W']);
  });
});
