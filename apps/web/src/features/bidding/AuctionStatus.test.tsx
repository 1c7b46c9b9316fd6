import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test/product-fixture';
import { AuctionStatus } from './AuctionStatus';

const priceLabelOf = (product: Parameters<typeof productFixture>[0], timeLeft: number) => {
  render(<AuctionStatus product={productFixture(product)} timeLeft={timeLeft} liveStatus="live" />);
  return screen.getByTestId('current-price').querySelector('dt')?.textContent;
};

describe("The auction's price label", () => {
  it('When an auction ended with its reserve met, then its price is the winning bid', () => {
    expect(priceLabelOf({ bidCount: 3, hasReserve: true, reserveMet: true, winner: 'asha' }, 0)).toBe('Winning bid');
  });

  it('When an auction ended below its reserve, then its price is only the highest bid: nothing was sold', () => {
    expect(priceLabelOf({ bidCount: 3, hasReserve: true, reserveMet: false, winner: '' }, 0)).toBe('Highest bid');
  });

  it('When an auction is open, then its price is the current bid', () => {
    expect(priceLabelOf({ bidCount: 3, hasReserve: true, reserveMet: false, winner: 'asha' }, 60_000)).toBe('Current bid');
  });

  it('When a bid arrives while the page is open, then it is read out; the state the page opened with is not', () => {
    const { rerender } = render(<AuctionStatus product={productFixture({ bidCount: 2, price: 4000 })} timeLeft={60_000} liveStatus="live" />);
    expect(screen.getByTestId('bid-announcement').textContent).toBe('');
    rerender(<AuctionStatus product={productFixture({ bidCount: 3, price: 4200 })} timeLeft={60_000} liveStatus="live" />);
    expect(screen.getByTestId('bid-announcement').textContent).toBe('New bid: Rs. 4200, 3 bids');
  });

  it("When the signed-in user's own bid takes the lead, then it is not read out as news: their toast and standing say it", () => {
    const opened = productFixture({ bidCount: 2, price: 4000, winner: 'ravi' });
    const { rerender } = render(<AuctionStatus product={opened} timeLeft={60_000} liveStatus="live" username="Asha" />);
    rerender(<AuctionStatus product={productFixture({ bidCount: 3, price: 4200, winner: 'asha' })} timeLeft={60_000} liveStatus="live" username="Asha" />);
    expect(screen.getByTestId('bid-announcement').textContent).toBe('');
  });

  it("When a rival's bid is answered by the leader's maximum, then the leader hears the new price", () => {
    const opened = productFixture({ bidCount: 2, price: 4000, winner: 'asha' });
    const { rerender } = render(<AuctionStatus product={opened} timeLeft={60_000} liveStatus="live" username="asha" />);
    rerender(<AuctionStatus product={productFixture({ bidCount: 4, price: 4600, winner: 'asha' })} timeLeft={60_000} liveStatus="live" username="asha" />);
    expect(screen.getByTestId('bid-announcement').textContent).toBe('New bid: Rs. 4600, 4 bids');
  });

  it('When the auction closes while the page is open (Buy It Now included), then the sale is read out, not a new bid', () => {
    const { rerender } = render(<AuctionStatus product={productFixture({ buyNowPrice: 2500 })} timeLeft={60_000} liveStatus="live" />);
    rerender(<AuctionStatus product={productFixture({ bidCount: 1, price: 2500, winner: 'asha', status: 'closed', buyNowPrice: null })} timeLeft={0} liveStatus="live" />);
    expect(screen.getByTestId('bid-announcement').textContent).toBe('Auction ended. Sold to asha for Rs. 2500');
  });

  it('When the auction closes below its reserve while the page is open, then no sale is read out', () => {
    const { rerender } = render(<AuctionStatus product={productFixture({ bidCount: 1, hasReserve: true })} timeLeft={60_000} liveStatus="live" />);
    rerender(<AuctionStatus product={productFixture({ bidCount: 1, hasReserve: true, reserveMet: false, status: 'closed' })} timeLeft={0} liveStatus="live" />);
    expect(screen.getByTestId('bid-announcement').textContent).toBe('Auction ended. Reserve not met - no sale');
  });

  it('When a lot with a reserve closes without a bid, then it is read out as one nobody bid on, as its card and the seller are told', () => {
    const { rerender } = render(<AuctionStatus product={productFixture({ bidCount: 0, hasReserve: true })} timeLeft={60_000} liveStatus="live" />);
    rerender(<AuctionStatus product={productFixture({ bidCount: 0, hasReserve: true, reserveMet: false, status: 'closed' })} timeLeft={0} liveStatus="live" />);
    expect(screen.getByTestId('bid-announcement').textContent).toBe('Auction ended. No bids were placed');
  });
});


describe('Buy It Now among the figures', () => {
  it('When an open auction offers Buy It Now, then its price shows to every viewer, signed in or not', () => {
    render(<AuctionStatus product={productFixture({ buyNowPrice: 95000 })} timeLeft={60_000} liveStatus="live" />);
    expect(screen.getByTestId('buy-now-price').textContent).toBe('Buy It NowRs. 95000');
  });

  it('When the offer is gone, then no Buy It Now figure shows', () => {
    render(<AuctionStatus product={productFixture({ buyNowPrice: null, bidCount: 1 })} timeLeft={60_000} liveStatus="live" />);
    expect(screen.queryByTestId('buy-now-price')).toBeNull();
  });
});

describe("The auction's end", () => {
  const endOf = (endtime: string, timeLeft: number, bidCount = 0) => <AuctionStatus product={productFixture({ endtime, bidCount })} timeLeft={timeLeft} liveStatus="live" />;

  it("When an auction is far from its end, then its end shows as a date in the viewer's named zone, without the late-bid rule", () => {
    render(endOf('2026-12-01T10:00:00.000Z', 86_400_000));
    expect(screen.getByTestId('end-time').textContent).toMatch(/^Ends \d{1,2} Dec 2026, \d\d:\d\d:\d\d UTC([+-]\d{1,2}(:\d\d)?)?$/);
  });

  it('When a late bid moves the end while the page is open, then the line says so and why', () => {
    const { rerender } = render(endOf('2026-12-01T10:00:00.000Z', 60_000));
    expect(screen.getByTestId('end-time').textContent).toContain('A bid in the last minutes moves the end later');
    expect(screen.getByTestId('end-time').textContent).not.toContain('extended');
    rerender(endOf('2026-12-01T10:01:00.000Z', 120_000, 1));
    expect(screen.getByTestId('end-time').textContent).toMatch(/, extended by a late bid/);
  });

  it('When an admin moves the end while the page is open, then the line says BidHub moved it, not a late bid', () => {
    const { rerender } = render(endOf('2026-12-01T10:00:00.000Z', 60_000, 3));
    rerender(endOf('2026-12-01T10:10:00.000Z', 660_000, 3));
    expect(screen.getByTestId('end-time').textContent).toMatch(/, moved by BidHub/);
    expect(screen.getByTestId('end-time').textContent).not.toContain('late bid');
    // A late bid after it is said as such.
    rerender(endOf('2026-12-01T10:10:30.000Z', 120_000, 4));
    expect(screen.getByTestId('end-time').textContent).toMatch(/, extended by a late bid/);
  });

  it('When someone buys the lot while the page is open, then the line says Buy It Now ended it', () => {
    const { rerender } = render(endOf('2026-12-01T10:00:00.000Z', 3_600_000, 0));
    rerender(endOf('2026-12-01T09:00:00.000Z', 0, 1));
    expect(screen.getByTestId('end-time').textContent).toMatch(/^Ended .*, ended by Buy It Now$/);
  });

  it('When an auction has ended, then the line says when, without the rule', () => {
    render(endOf('2026-12-01T10:00:00.000Z', 0));
    expect(screen.getByTestId('end-time').textContent).toMatch(/^Ended \d{1,2} Dec 2026/);
    expect(screen.getByTestId('end-time').textContent).not.toContain('A bid');
  });
});

describe('The live indicator at the end', () => {
  const indicatorOf = (status: 'open' | 'closed', timeLeft: number) => {
    render(<AuctionStatus product={productFixture({ status })} timeLeft={timeLeft} liveStatus="live" />);
    return screen.getByTestId('live-indicator').textContent;
  };

  it('When the end has passed on the page but the server has not settled the result yet, then it says Closing, not Live', () => {
    expect(indicatorOf('open', 0)).toBe('Closing ...');
  });

  it('When the auction is running, then it says Live', () => {
    expect(indicatorOf('open', 60_000)).toBe('Live');
  });
});
