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
    expect(screen.getByTestId('bid-announcement').textContent).toBe('New bid: Rs. 4,200, 3 bids');
  });
});

