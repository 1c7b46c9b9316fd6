import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test/product-fixture';
import { BidderStanding } from './BidderStanding';

const leadingAt = (price: number) => productFixture({ price, winner: 'asha', bidCount: 2 });
const maximumNote = () => screen.queryByTestId('my-maximum')?.textContent ?? null;

describe("The bidder's standing", () => {
  it('When the leader set a maximum above the current price, then they read it, grouped as prices are', () => {
    render(<BidderStanding product={leadingAt(4000)} open username="Asha" hasBid myMaximum={125000} />);

    expect(maximumNote()).toBe('Your maximum bid: Rs. 125000 (only you see it)');
  });

  it('When the leader placed a plain bid (a maximum equal to the price), then no maximum is shown', () => {
    render(<BidderStanding product={leadingAt(4000)} open username="asha" hasBid myMaximum={4000} />);

    expect(maximumNote()).toBeNull();
  });

  it('When the user was outbid, then they read that their maximum was passed', () => {
    render(<BidderStanding product={productFixture({ price: 6000, winner: 'ravi' })} open username="asha" hasBid myMaximum={5000} />);

    expect(screen.getByText("You've been outbid")).toBeTruthy();
    expect(maximumNote()).toBe('Your maximum bid of Rs. 5000 was passed');
  });

  it('When the auction has ended, or the outbid user set no maximum, then no maximum is shown', () => {
    const { rerender } = render(<BidderStanding product={leadingAt(4000)} open={false} username="asha" hasBid myMaximum={5000} />);
    expect(maximumNote()).toBeNull();

    rerender(<BidderStanding product={productFixture({ price: 6000, winner: 'ravi' })} open username="asha" hasBid myMaximum={null} />);
    expect(maximumNote()).toBeNull();
  });

  it('When the auction has ended, then a bidder who did not win reads so, and one who did not bid reads nothing', () => {
    const { unmount } = render(<BidderStanding product={leadingAt(4000)} open={false} username="ravi" hasBid myMaximum={3500} />);
    expect(screen.getByTestId('bidder-standing').textContent).toBe("You didn't win this auction");
    unmount();
    render(<BidderStanding product={leadingAt(4000)} open={false} username="meera" hasBid={false} myMaximum={undefined} />);
    expect(screen.getByTestId('bidder-standing').textContent).toBe('');
  });

  it('When the auction ended below its reserve, then its top bidder reads that their top bid did not buy it, before and after the close clears the winner', () => {
    const belowReserve = { hasReserve: true, reserveMet: false, bidCount: 2, price: 4000 };
    const { rerender } = render(<BidderStanding product={productFixture({ ...belowReserve, winner: 'asha' })} open={false} username="asha" hasBid myMaximum={4000} topBidder="asha" />);
    expect(screen.getByTestId('bidder-standing').textContent).toBe('Reserve not met: your top bid of Rs. 4000 did not buy it');
    rerender(<BidderStanding product={productFixture({ ...belowReserve, winner: '' })} open={false} username="asha" hasBid myMaximum={4000} topBidder="asha" />);
    expect(screen.getByTestId('bidder-standing').textContent).toBe('Reserve not met: your top bid of Rs. 4000 did not buy it');
  });

  it('When the auction ended below its reserve, then a bidder below the top reads only that the reserve was not met', () => {
    render(<BidderStanding product={productFixture({ hasReserve: true, reserveMet: false, bidCount: 2, price: 4000, winner: '' })} open={false} username="ravi" hasBid myMaximum={3500} topBidder="asha" />);
    expect(screen.getByTestId('bidder-standing').textContent).toBe("Reserve not met: your bid didn't win this auction");
  });
});
