import { bidIncrementPaise, formatRupees, GENESIS_HASH, ledgerCanonicalText, minimumNextBidPaise, verifyLedger } from '@bidhub/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error.js';
import { assertUsernameConfirmed, decideBid, endtimeAfterBid, myBidOutcome, refusalOnceMoved } from '../../src/modules/bidding/bid-rules.js';
import { sha256Hex } from '../../src/modules/bidding/ledger.js';

const rupees = (amount: number) => Math.round(amount * 100);

describe('Bid increments', () => {
  it.each([
    [0.01, 1],
    [99.99, 1],
    [100, 10],
    [999.99, 10],
    [1000, 50],
    [9999.99, 50],
    [10_000, 100],
    [99_999.99, 100],
    [100_000, 500],
    [1_000_000_000, 500],
  ])('When the current price is Rs. %s, then the increment is Rs. %s', (price, increment) => {
    expect(bidIncrementPaise(rupees(price))).toBe(rupees(increment));
  });

  it('When nobody has bid yet, then the minimum next bid is the starting price itself', () => {
    expect(minimumNextBidPaise(rupees(1500), 0)).toBe(rupees(1500));
  });

  it.each([
    [99, 100],
    [100, 110],
    [999.5, 1009.5],
    [1000, 1050],
    [9999, 10_049],
    [10_000, 10_100],
    [100_000, 100_500],
  ])('When someone has bid Rs. %s, then the next bid must be at least Rs. %s', (price, minimum) => {
    expect(minimumNextBidPaise(rupees(price), 1)).toBe(rupees(minimum));
  });
});

const now = new Date('2030-01-01T12:00:00.000Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const product = { price: 1500, bidCount: 3, endtime: inMinutes(60), createdBy: 'seller' };

const rejection = (decide: () => unknown) => {
  try {
    decide();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected the bid to be rejected');
};

describe('Deciding a bid', () => {
  it('When the bid meets the minimum, then it becomes the price and the bid count grows by one', () => {
    expect(decideBid(product, 'bidder', 1550, now, 120)).toEqual({ price: 1550, bidCount: 4, endtime: product.endtime });
  });

  it('When the bid is a paisa short of the minimum, then 409 names the minimum', () => {
    expect(rejection(() => decideBid(product, 'bidder', 1549.99, now, 120))).toEqual({
      status: 409,
      message: 'Bid must be at least Rs. 1550',
    });
  });

  it('When the price stands at the highest amount BidHub takes, then 409 says no higher bid is possible, not a minimum nobody may send', () => {
    expect(rejection(() => decideBid({ ...product, price: 1_000_000_000 }, 'bidder', 1_000_000_000, now, 120))).toEqual({
      status: 409,
      message: 'The price has reached Rs. 1000000000, the most BidHub takes: no higher bid is possible',
    });
  });

  it('When the minimum has paise, then the message shows them', () => {
    expect(rejection(() => decideBid({ ...product, price: 99.5 }, 'bidder', 100, now, 120)).message).toBe(
      'Bid must be at least Rs. 100.50',
    );
  });

  it('When the creator bids, then 403 comes before any other rule', () => {
    expect(rejection(() => decideBid({ ...product, endtime: inMinutes(-1) }, 'seller', 1, now, 120))).toEqual({
      status: 403,
      message: 'You cannot bid on your own product',
    });
  });

  it('When the auction ended exactly now, then 409 Auction has ended, before the amount is checked', () => {
    expect(rejection(() => decideBid({ ...product, endtime: now }, 'bidder', 1, now, 120))).toEqual({
      status: 409,
      message: 'Auction has ended',
    });
  });

  it('When the re-entered username differs only in case and spaces, then it is accepted; otherwise 400', () => {
    expect(() => assertUsernameConfirmed('  ALICE ', 'alice')).not.toThrow();
    expect(rejection(() => assertUsernameConfirmed('bob', 'alice')).status).toBe(400);
  });

  it('When the re-entered username spells an accent with a combining mark, then it matches the composed name', () => {
    expect(() => assertUsernameConfirmed('cafe\u0301', 'caf\u00e9')).not.toThrow();
  });
});

describe('A bid whose write found the product moved', () => {
  const moved = { price: 1600, bidCount: 4, endtime: inMinutes(60), closedAt: null };

  it('When the open auction moved above the bid, then it is refused at once, naming the minimum it moved to', () => {
    expect(refusalOnceMoved(moved, 1550, now)).toMatchObject({ status: 409, message: 'Bid must be at least Rs. 1650' });
  });

  it('When the bid still meets the minimum it moved to, then it is not refused: it is decided again under the lock', () => {
    expect(refusalOnceMoved(moved, 1650, now)).toBeUndefined();
  });

  it('When the auction it moved to looks over or was settled, then it is decided again under the lock, where a late extension shows', () => {
    expect(refusalOnceMoved({ ...moved, endtime: now }, 1, now)).toBeUndefined();
    expect(refusalOnceMoved({ ...moved, closedAt: now }, 1, now)).toBeUndefined();
  });
});

describe('Soft close', () => {
  it('When a bid comes in the last two minutes, then the end moves to now + two minutes', () => {
    expect(endtimeAfterBid(inMinutes(1), now, 120)).toEqual(inMinutes(2));
  });

  it('When exactly two minutes are left, then the end stays', () => {
    expect(endtimeAfterBid(inMinutes(2), now, 120)).toEqual(inMinutes(2));
  });

  it('When more time is left, then the end never moves earlier', () => {
    expect(endtimeAfterBid(inMinutes(30), now, 120)).toEqual(inMinutes(30));
  });
});

describe('Outcomes and formatting', () => {
  it('When I lead, then I am winning while open and won once closed; otherwise outbid or lost', () => {
    expect(myBidOutcome(true, { status: 'open', reserveMet: true })).toBe('winning');
    expect(myBidOutcome(false, { status: 'open', reserveMet: true })).toBe('outbid');
    expect(myBidOutcome(true, { status: 'closed', reserveMet: true })).toBe('won');
    expect(myBidOutcome(false, { status: 'closed', reserveMet: true })).toBe('lost');
  });

  it('When I lead a closed auction below its reserve, then the outcome is reserve-not-met', () => {
    expect(myBidOutcome(true, { status: 'closed', reserveMet: false })).toBe('reserve-not-met');
    expect(myBidOutcome(true, { status: 'open', reserveMet: false })).toBe('winning');
  });

  it('When rupees are whole, then no decimals are shown', () => {
    expect(formatRupees(151_000)).toBe('Rs. 1510');
    expect(formatRupees(151_005)).toBe('Rs. 1510.05');
  });
});

describe('Ledger verification', () => {
  const productId = 'product-1';
  const chain = () => {
    const entries = [];
    let prevHash = GENESIS_HASH;
    for (const [index, amount] of [100, 110, 120].entries()) {
      const entry = { seq: index + 1, amount, bidderId: `bidder-${index}`, createdAt: inMinutes(index).toISOString(), prevHash };
      const hash = sha256Hex(ledgerCanonicalText({ ...entry, productId }));
      entries.push({ ...entry, hash });
      prevHash = hash;
    }
    return entries;
  };

  it('When the chain is intact, in any order, then it verifies', async () => {
    expect(await verifyLedger({ productId, entries: chain().reverse(), expectedCount: 3 }, sha256Hex)).toBe(true);
  });

  it('When an amount changed, a row is missing or the count disagrees, then it does not verify', async () => {
    const changed = chain().map((entry) => (entry.seq === 2 ? { ...entry, amount: 111 } : entry));
    expect(await verifyLedger({ productId, entries: changed }, sha256Hex)).toBe(false);
    expect(await verifyLedger({ productId, entries: chain().filter((entry) => entry.seq !== 2) }, sha256Hex)).toBe(false);
    expect(await verifyLedger({ productId, entries: chain(), expectedCount: 4 }, sha256Hex)).toBe(false);
  });

  it('When checked with an asynchronous hash such as Web Crypto, then the result is the same', async () => {
    const webCryptoSha256 = async (text: string) =>
      Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('hex');
    expect(await verifyLedger({ productId, entries: chain() }, webCryptoSha256)).toBe(true);
  });
});
