import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test/product-fixture';
import { placedMessage } from './placed-message';

const reply = (price: number, hasReserve: boolean, outbid?: boolean) => ({ success: true as const, message: 'Bid placed successfully', product: productFixture({ price, hasReserve }), ...(outbid !== undefined && { outbid }) });

describe('placedMessage', () => {
  it('When the bid stands as typed, then the message is the server’s alone', () => {
    expect(placedMessage(reply(1000, true), 1000)).toBe('Bid placed successfully');
  });

  it('When the bidder’s maximum raised the price at once on a lot with a reserve, then it says to what and why', () => {
    expect(placedMessage(reply(3000, true), 1000)).toBe('Bid placed successfully. Your maximum raised it to Rs. 3000 at once, to meet the reserve price or pass another bidder’s maximum.');
  });

  it('When it raised the price on a lot without a reserve, then only a rival’s maximum is named', () => {
    expect(placedMessage(reply(2100, false), 1100)).toBe('Bid placed successfully. Your maximum raised it to Rs. 2100 at once, to pass another bidder’s maximum.');
  });

  it('When another bidder’s maximum answered at once, then its own message stands', () => {
    expect(placedMessage({ ...reply(2100, false, true), message: 'Outbid at once' }, 1100)).toBe('Outbid at once');
  });
});
