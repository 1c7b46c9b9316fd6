import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@bidhub/contracts';
import { endSession } from '../../lib/session-events';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { type FakeAnswer, fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { BidProductForm } from './BidProductForm';
import { BID_NOT_CONFIRMED } from './use-place-bid';
import { AMOUNT_FORMAT } from '../../lib/amount';

const bidder: PublicUser = { _id: 'u1', name: 'Asha', email: 'asha', phone: '9999999999', address: 'Pune', role: 0 };

describe('The /bid form', () => {
  it('When the amount is below the minimum, then the field says so before anything is sent, and read out with it', async () => {
    render(<BidProductForm product={productFixture({ bidCount: 1, price: 62400, minNextBid: 62500 })} bidder={bidder} onPlaced={() => {}} onRefused={() => {}} />, { wrapper: appWrapper() });
    const amount = screen.getByLabelText('Your bid');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1');

    const description = (amount.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toContain('Lower than the minimum bid of Rs. 62500');
  });

  it('When the reply to BID PRODUCT got lost, then the form says the bid may have counted until a resend is answered', async () => {
    // The send and both of the form's own resends go unanswered.
    const answers: FakeAnswer[] = ['no-reply', 'no-reply', 'no-reply', { status: 200, data: { success: true, message: 'Bid placed', outbid: false, product: productFixture({ bidCount: 1 }) } }];
    fakeServer(() => answers.shift()!);
    render(<BidProductForm product={productFixture()} bidder={bidder} onPlaced={() => {}} onRefused={() => {}} />, { wrapper: appWrapper() });
    await userEvent.click(screen.getByRole('button', { name: 'BID PRODUCT' }));
    expect(await screen.findByText(BID_NOT_CONFIRMED, { selector: 'form p' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'BID PRODUCT' }));
    await vi.waitFor(() => expect(screen.queryByText(BID_NOT_CONFIRMED, { selector: 'form p' })).toBeNull());
  });

  it('When another bid got in first and the server refuses, then the refusal stays beside the amount, the product is read again and the amount follows the new minimum', async () => {
    fakeServer(() => ({ status: 409, data: { success: false, message: 'Bid must be at least Rs. 72100' } }));
    const onRefused = vi.fn();
    const form = (minNextBid: number) => <BidProductForm product={productFixture({ bidCount: 1, price: 71900, minNextBid })} bidder={bidder} onPlaced={() => {}} onRefused={onRefused} />;
    const { rerender } = render(form(72000), { wrapper: appWrapper() });
    await userEvent.click(screen.getByRole('button', { name: 'BID PRODUCT' }));

    expect(await screen.findByText('Bid must be at least Rs. 72100', { selector: 'form *' })).toBeTruthy();
    expect(onRefused).toHaveBeenCalledTimes(1);
    const amount = screen.getByLabelText<HTMLInputElement>('Your bid');
    expect(document.activeElement).toBe(amount);
    rerender(form(72100));
    expect(amount.value).toBe('72100');
  });

  it('When the auction was deleted meanwhile, then the refusal reads the product again, so the page can say it is gone', async () => {
    fakeServer(() => ({ status: 404, data: { success: false, message: 'Product not found' } }));
    const onRefused = vi.fn();
    render(<BidProductForm product={productFixture()} bidder={bidder} onPlaced={() => {}} onRefused={onRefused} />, { wrapper: appWrapper() });
    await userEvent.click(screen.getByRole('button', { name: 'BID PRODUCT' }));
    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
  });

  it('When the user typed an amount, then a new minimum does not replace it', async () => {
    const form = (minNextBid: number) => <BidProductForm product={productFixture({ minNextBid })} bidder={bidder} onPlaced={() => {}} onRefused={() => {}} />;
    const { rerender } = render(form(1000), { wrapper: appWrapper() });
    const amount = screen.getByLabelText<HTMLInputElement>('Your bid');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    rerender(form(1100));
    expect(amount.value).toBe('5000');
  });

  it('When a maximum is given, then it is sent with the bid, and the field says what it does', async () => {
    const server = fakeServer(() => ({ status: 200, data: { success: true, message: 'Bid placed', outbid: false, product: productFixture({ bidCount: 1 }) } }));
    render(<BidProductForm product={productFixture({ minNextBid: 1000 })} bidder={bidder} onPlaced={() => {}} onRefused={() => {}} />, { wrapper: appWrapper() });
    const maximum = screen.getByLabelText('Bid up to (maximum)');
    const description = (maximum.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toContain('Optional. We bid for you, one step at a time, up to this amount; nobody else sees it.');
    await userEvent.type(maximum, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'BID PRODUCT' }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(JSON.parse(server.requests[0]!.data as string)).toEqual({ price: 1000, maxBid: 5000, winner: 'asha' });
  });

  it('When an amount is typed with a decimal comma, then it is named and nothing is sent: never a bid or maximum 100 times as big', async () => {
    const server = fakeServer(() => ({ status: 500, data: { success: false, message: 'not expected' } }));
    render(<BidProductForm product={productFixture({ minNextBid: 10 })} bidder={bidder} onPlaced={() => {}} onRefused={() => {}} />, { wrapper: appWrapper() });
    const maximum = screen.getByLabelText('Bid up to (maximum)');
    await userEvent.type(maximum, '20,00');
    await userEvent.click(screen.getByRole('button', { name: 'BID PRODUCT' }));
    expect(document.activeElement).toBe(maximum);
    expect(maximum.getAttribute('aria-invalid')).toBe('true');
    const amount = screen.getByLabelText('Your bid');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'BID PRODUCT' }));
    expect(document.activeElement).toBe(amount);
    expect(screen.getAllByText(AMOUNT_FORMAT).length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(0);
  });

  it('When the server refuses the maximum, then the refusal shows beside the maximum, which gets the focus', async () => {
    const refusal = 'Your maximum bid is already Rs. 3000; a new maximum cannot be lower';
    fakeServer(() => ({ status: 409, data: { success: false, message: refusal } }));
    render(<BidProductForm product={productFixture({ minNextBid: 1000 })} bidder={bidder} onPlaced={() => {}} onRefused={() => {}} />, { wrapper: appWrapper() });
    const maximum = screen.getByLabelText('Bid up to (maximum)');
    await userEvent.type(maximum, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'BID PRODUCT' }));
    await vi.waitFor(() => expect(maximum.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(maximum);
    expect(screen.getByLabelText('Your bid').getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe('The /bid form when the session ends under it', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('When the bidder had typed an amount and a maximum, then logging in again as them brings both back, said so', async () => {
    saveStoredSession({ user: bidder, token: 'token' });
    const product = productFixture({ bidCount: 1, price: 1500, minNextBid: 1550 });
    const first = render(<BidProductForm product={product} bidder={bidder} onPlaced={() => {}} onRefused={() => {}} />, { wrapper: appWrapper() });
    await userEvent.clear(screen.getByLabelText('Your bid'));
    await userEvent.type(screen.getByLabelText('Your bid'), '1777');
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '2500');
    act(() => endSession('token'));
    first.unmount();

    saveStoredSession({ user: bidder, token: 'token-2' });
    render(<BidProductForm product={product} bidder={bidder} onPlaced={() => {}} onRefused={() => {}} />, { wrapper: appWrapper() });
    expect(screen.getByLabelText<HTMLInputElement>('Your bid').value).toBe('1777');
    expect(screen.getByLabelText<HTMLInputElement>('Bid up to (maximum)').value).toBe('2500');
    expect(screen.getByText(/Your session ended while you were editing/)).toBeTruthy();
  });
});
