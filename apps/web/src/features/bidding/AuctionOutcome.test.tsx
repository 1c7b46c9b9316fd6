import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuctionOutcome } from './AuctionOutcome';

describe('The outcome that replaces the bid form', () => {
  it('When it replaces the form the keyboard was in, then the focus moves to it rather than staying on <body>', () => {
    render(<AuctionOutcome winner="asha" reserveNotMet={false} replacedForm />);
    expect(document.activeElement).toBe(screen.getByText('asha is the winner').parentElement);
  });

  it('When a closed Buy It Now dialog left the focus on the main region, then the focus moves to it too', () => {
    const main = document.createElement('main');
    main.tabIndex = -1;
    document.body.append(main);
    main.focus();
    render(<AuctionOutcome winner="asha" reserveNotMet={false} replacedForm />, { container: main });
    expect(document.activeElement).toBe(screen.getByText('asha is the winner').parentElement);
    main.remove();
  });

  it('When the page opened on an ended auction, then it leaves the focus alone', () => {
    render(<AuctionOutcome winner="" reserveNotMet={false} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('When the sale was a Buy It Now, then it says so; a winning bid, or no sale, says only that the auction has ended', () => {
    const { unmount } = render(<AuctionOutcome winner="asha" reserveNotMet={false} boughtNow />);
    expect(screen.getByText('This auction has ended: bought with Buy It Now.')).toBeTruthy();
    unmount();
    render(<AuctionOutcome winner="asha" reserveNotMet={false} />);
    expect(screen.getByText('This auction has ended.')).toBeTruthy();
  });
});
