import { act, render, renderHook, screen, within } from '@testing-library/react';
import { useToaster } from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product, PublicUser } from '@bidhub/contracts';
import { saveStoredSession } from '../../lib/session';
import { endSession } from '../../lib/session-events';
import { type FakeAnswer, fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { SessionOnly } from '../../test/app-wrapper';
import { BidForm } from './BidForm';
import { BID_NOT_CONFIRMED } from './use-place-bid';
import { AMOUNT_FORMAT } from '../../lib/amount';

const bidder: PublicUser = { _id: 'u1', name: 'Asha', email: 'asha@example.com', phone: '9999999999', address: 'Pune', role: 0 };
// The app's session around the form, as on the product page (it keeps a draft when the session ends).
const form = (product: Product, onRefused = () => {}, myMaximum?: number | null) => (
  <SessionOnly>
    <BidForm product={product} bidder={bidder} onPlaced={() => {}} onRefused={onRefused} myMaximum={myMaximum} />
  </SessionOnly>
);
const amount = () => screen.getByLabelText('Your bid') as HTMLInputElement;

describe('BidForm: the prefilled amount', () => {
  it('starts at the minimum next bid', () => {
    render(form(productFixture({ minNextBid: 1000 })));
    expect(amount().value).toBe('1000');
  });

  it("follows the minimum as other people's bids raise it", () => {
    const { rerender } = render(form(productFixture({ minNextBid: 1000 })));
    rerender(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050 })));
    expect(amount().value).toBe('1050');
    rerender(form(productFixture({ bidCount: 2, price: 1050, minNextBid: 1100 })));
    expect(amount().value).toBe('1100');
  });

  it("follows the minimum again after a suggested amount was refused because another bid came first", async () => {
    fakeServer(() => ({ status: 409, data: { success: false, message: 'Bid must be at least Rs. 1100' } }));
    const { rerender } = render(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050 })));
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    await screen.findAllByText('Bid must be at least Rs. 1100');

    rerender(form(productFixture({ bidCount: 2, price: 1050, minNextBid: 1100 })));
    expect(amount().value).toBe('1100');
    expect(screen.queryByText('Bid must be at least Rs. 1100')).toBeNull();
    rerender(form(productFixture({ bidCount: 3, price: 1100, minNextBid: 1150 })));
    expect(amount().value).toBe('1150');
  });

  it('keeps an amount the user typed when the minimum moves', async () => {
    const { rerender } = render(form(productFixture({ minNextBid: 1000 })));
    await userEvent.clear(amount());
    await userEvent.type(amount(), '5000');
    rerender(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050 })));
    expect(amount().value).toBe('5000');
  });
});

describe('BidForm: an amount worth a second thought', () => {
  const told = () => (amount().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

  it('When the amount reaches the Buy It Now price, then the field says Buy It Now costs that much and ends the auction at once', async () => {
    render(form(productFixture({ minNextBid: 1000, buyNowPrice: 3000 })));
    await userEvent.clear(amount());
    await userEvent.type(amount(), '2999');
    expect(told().join(' ')).not.toContain('Buy It Now');
    await userEvent.type(amount(), '0');
    expect(told()).toContain('Buy It Now costs Rs. 3000 and ends the auction at once');
  });
});

describe('BidForm: the maximum', () => {
  it('names the maximum field by the words it shows, so a voice user can say what they see', () => {
    render(form(productFixture({ minNextBid: 1000 })));
    const maximum = screen.getByRole('spinbutton', { name: 'Bid up to (maximum)' }) as HTMLInputElement;
    expect(maximum.labels?.[0]?.textContent).toBe('Bid up to (maximum)');
    expect(screen.getByText(/^Optional\. We bid for you/)).toBeTruthy();
  });

  it('starts an arrow key on the empty maximum at the minimum next bid, not at Rs. 1', async () => {
    render(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050 })));
    const maximum = screen.getByLabelText('Bid up to (maximum)') as HTMLInputElement;
    await userEvent.type(maximum, '{ArrowUp}');
    expect(maximum.value).toBe('1050');
    // Then by the bid increment at this price, as the amount steps.
    await userEvent.type(maximum, '{ArrowUp}');
    expect(maximum.value).toBe('1100');
  });

  it('offers the leader, and nobody else, to raise only the maximum', () => {
    const { rerender } = render(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050, winner: bidder.email })));
    const raise = screen.getByRole('button', { name: 'RAISE MAXIMUM ONLY' });
    expect(document.getElementById(raise.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You lead already: RAISE MAXIMUM ONLY (or Enter) keeps the price as low as the other bids allow; CONFIRM QUOTE raises it to your bid.',
    );
    // The safe button is the one that looks like the one to press.
    expect(raise.className).toContain('btn--primary');
    expect(screen.getByRole('button', { name: 'CONFIRM QUOTE' }).className).not.toContain('btn--primary');
    rerender(form(productFixture({ bidCount: 2, price: 1050, minNextBid: 1100, winner: 'someone-else' })));
    expect(screen.queryByText(/You lead already/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'RAISE MAXIMUM ONLY' })).toBeNull();
    expect(screen.getByRole('button', { name: 'CONFIRM QUOTE' }).className).toContain('btn--primary');
  });

  it("sends the leader's new maximum with the current price, so the price they pay stays, and empties the form", async () => {
    const server = fakeServer(() => ({ status: 200, data: { success: true, message: 'Your maximum bid is now Rs. 4000', outbid: false, product: productFixture() } }));
    render(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050, winner: bidder.email })));
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '4000');
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'RAISE MAXIMUM ONLY' }));
    expect(server.requests.map((request) => JSON.parse(request.data as string))).toEqual([{ price: 1000, maxBid: 4000, winner: 'asha@example.com' }]);
    await vi.waitFor(() => expect((screen.getByLabelText('Bid up to (maximum)') as HTMLInputElement).value).toBe(''));
  });

  it('takes Enter from a leader who typed a maximum as the raise, never as a bid against themselves', async () => {
    const server = fakeServer(() => ({ status: 200, data: { success: true, message: 'Your maximum bid is now Rs. 4000', outbid: false, product: productFixture() } }));
    render(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050, winner: bidder.email })));
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '4000{Enter}');
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(JSON.parse(server.requests[0]!.data as string)).toEqual({ price: 1000, maxBid: 4000, winner: 'asha@example.com' });
  });

  it('takes Enter from a leader with no maximum typed as the raise too: it asks for the maximum and bids nothing', async () => {
    const server = fakeServer(() => ({ status: 500, data: { success: false, message: 'not expected' } }));
    render(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050, winner: bidder.email })));
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'asha@example.com{Enter}');
    expect(server.requests).toHaveLength(0);
    expect(screen.getByText('Enter your new maximum')).toBeTruthy();
  });

  it("says a leader's new maximum below the current bid must reach it, before sending anything", async () => {
    const server = fakeServer(() => ({ status: 500, data: { success: false, message: 'not expected' } }));
    render(form(productFixture({ bidCount: 1, price: 1600, minNextBid: 1700, winner: bidder.email })));
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '1000');
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'RAISE MAXIMUM ONLY' }));
    expect(server.requests).toHaveLength(0);
    expect(screen.getByText('Your new maximum must be at least the current bid of Rs. 1600')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Bid up to (maximum)'));
  });

  it('asks the leader for the new maximum before sending a raise', async () => {
    const server = fakeServer(() => ({ status: 500, data: { success: false, message: 'not expected' } }));
    render(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050, winner: bidder.email })));
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'RAISE MAXIMUM ONLY' }));
    expect(server.requests).toHaveLength(0);
    expect(screen.getByText('Enter your new maximum')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Bid up to (maximum)'));
  });

  it('warns, while typing, of a maximum below the bid it goes with, which the server would refuse', async () => {
    render(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050 })));
    await userEvent.clear(amount());
    await userEvent.type(amount(), '1500');
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '1200');
    const described = screen.getByLabelText('Bid up to (maximum)').getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((noteId) => document.getElementById(noteId)?.textContent)).toContain('Lower than your bid of Rs. 1500: a maximum must be at least the bid');
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '0');
    expect(screen.queryByText(/a maximum must be at least the bid/)).toBeNull();
  });

  it("does not warn a leader raising only their maximum: the raise goes with the current price, not the amount box's", async () => {
    render(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050, winner: bidder.email })));
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '1020');
    expect(screen.queryByText(/a maximum must be at least the bid/)).toBeNull();
  });
});

describe("BidForm: a leader's new maximum, while typing", () => {
  const leaderOf = (price: number) => productFixture({ bidCount: 2, price, minNextBid: price + 50, winner: bidder.email });
  const maximumNote = () => {
    const described = screen.getByLabelText('Bid up to (maximum)').getAttribute('aria-describedby') ?? '';
    return described.split(' ').map((noteId) => document.getElementById(noteId)?.textContent ?? '').join(' ');
  };

  it('warns of one below the current bid, which a raise goes with', async () => {
    render(form(leaderOf(1000)));
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '900');
    expect(maximumNote()).toContain('Lower than the current bid of Rs. 1000: a new maximum must be at least that');
  });

  it('warns of one not above their standing maximum, naming it, as the server would refuse it', async () => {
    render(form(leaderOf(1000), () => {}, 1500));
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '1500');
    expect(maximumNote()).toContain('Your maximum bid is already Rs. 1500; a new maximum must be higher');
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '0');
    expect(maximumNote()).not.toContain('a new maximum');
  });
});

describe('BidForm: checks before sending', () => {
  it('names the empty fields and sends nothing', async () => {
    const server = fakeServer(() => ({ status: 500, data: { success: false, message: 'not expected' } }));
    render(form(productFixture({ minNextBid: 1000 })));
    await userEvent.clear(amount());
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    expect(server.requests).toHaveLength(0);
    expect(screen.getByText('Enter the amount you bid')).toBeTruthy();
    expect(screen.getByText('Re-enter your username to confirm the bid')).toBeTruthy();
    expect(amount()).toHaveProperty('ariaInvalid', 'true');
    expect(document.activeElement).toBe(amount());
  });

  it.each([
    ['Your bid', '12,50'],
    ['Bid up to (maximum)', '20,00'],
  ])('When "%s" holds %s, as a decimal comma is typed, then it is named before sending and nothing is sent: it is never read as a bid 100 times as big', async (label, text) => {
    const server = fakeServer(() => ({ status: 500, data: { success: false, message: 'not expected' } }));
    render(form(productFixture({ minNextBid: 10 })));
    const field = screen.getByLabelText(label) as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.type(field, text);
    expect(field.value).toBe(text);
    expect(screen.getByText(AMOUNT_FORMAT)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), bidder.email);
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    expect(server.requests).toHaveLength(0);
    expect(document.activeElement).toBe(field);
  });

  it('warns about an amount below the minimum without blocking it', async () => {
    render(form(productFixture({ minNextBid: 1000 })));
    await userEvent.clear(amount());
    await userEvent.type(amount(), '900');
    expect(screen.getByText('Lower than the minimum bid of Rs. 1000')).toBeTruthy();
  });
});

describe("BidForm: the server's refusals", () => {
  const usernameField = () => screen.getByLabelText('Re-enter your Username to Confirm') as HTMLInputElement;

  it.each([
    [400, 'The re-entered username does not match your username', usernameField],
    [409, 'Bid must be at least Rs. 1550', amount],
    [409, 'Your maximum bid is already Rs. 3000; a new maximum cannot be lower', () => screen.getByLabelText('Bid up to (maximum)') as HTMLInputElement],
  ])('When the server answers %i "%s", then the field it is about shows it and takes the focus', async (status, message, field) => {
    fakeServer(() => ({ status, data: { success: false, message } }));
    render(form(productFixture({ minNextBid: 1000 })));
    await userEvent.type(usernameField(), 'someone-else');
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    await screen.findAllByText(message);
    expect(field()).toHaveProperty('ariaInvalid', 'true');
    expect(document.activeElement).toBe(field());
    await userEvent.type(field(), '1');
    expect(field()).not.toHaveProperty('ariaInvalid', 'true');
  });

  it('When the server refuses a bid, then the page is asked to read the auction again; a lost reply asks nothing', async () => {
    // The send and both of its own resends lost: the user sends again and meets the refusal.
    const answers: FakeAnswer[] = ['no-reply', 'no-reply', 'no-reply', { status: 409, data: { success: false, message: 'Bid must be at least Rs. 1550' } }];
    fakeServer(() => answers.shift()!);
    const onRefused = vi.fn();
    render(form(productFixture({ minNextBid: 1000 }), onRefused));
    await userEvent.type(usernameField(), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    await screen.findByText(BID_NOT_CONFIRMED, { selector: 'p' });
    expect(onRefused).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    await screen.findAllByText('Bid must be at least Rs. 1550');
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['maxBid: Maximum bid must be at least the bid amount', 'Maximum bid must be at least the bid amount', () => screen.getByLabelText('Bid up to (maximum)') as HTMLInputElement],
    ['price: Bid amount must be a positive number with at most 2 decimals', 'Bid amount must be a positive number with at most 2 decimals', amount],
    ['winner: Re-enter your username to confirm the bid', 'Re-enter your username to confirm the bid', usernameField],
  ])('When the server answers 400 "%s", then its field shows "%s", without the field name meant for clients', async (message, shown, field) => {
    fakeServer(() => ({ status: 400, data: { success: false, message } }));
    render(form(productFixture({ minNextBid: 1000 })));
    await userEvent.type(usernameField(), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    await screen.findAllByText(shown);
    expect(screen.queryByText(message)).toBeNull();
    expect(field()).toHaveProperty('ariaInvalid', 'true');
  });

  it('When a refused username is cleared and the form sent again, then the old refusal does not stay on screen beside the new message', async () => {
    fakeServer(() => ({ status: 400, data: { success: false, message: 'The re-entered username does not match your username' } }));
    render(form(productFixture({ minNextBid: 1000 })));
    const shownToasts = () => renderHook(() => useToaster()).result.current.toasts.filter((shown) => shown.visible).map((shown) => shown.message);
    await userEvent.type(usernameField(), 'someone-else');
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    await vi.waitFor(() => expect(shownToasts()).toEqual(['The re-entered username does not match your username']));
    await userEvent.clear(usernameField());
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    expect(screen.getByText('Re-enter your username to confirm the bid')).toBeTruthy();
    expect(shownToasts()).toEqual([]);
  });

  it('When the bid is placed but outbid at once by an automatic bid, then the toast warns instead of reporting a failure', async () => {
    const message = 'Bid placed, but you were outbid at once by an automatic bid';
    fakeServer(() => ({ status: 200, data: { success: true, message, outbid: true, product: productFixture({ bidCount: 2 }) } }));
    render(form(productFixture({ minNextBid: 1000 })));
    const shown = () => renderHook(() => useToaster()).result.current.toasts.filter((toast) => toast.visible && toast.message === message);
    await userEvent.type(usernameField(), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toMatchObject({ type: 'blank', icon: '\u26a0\ufe0f' });
  });

  it("When the server refuses an amount below the minimum, then its refusal stands beside it without the form's own warning", async () => {
    fakeServer(() => ({ status: 409, data: { success: false, message: 'Bid must be at least Rs. 1000' } }));
    render(form(productFixture({ minNextBid: 1000 })));
    await userEvent.clear(amount());
    await userEvent.type(amount(), '900');
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    await screen.findAllByText('Bid must be at least Rs. 1000');
    expect(screen.queryByText('Lower than the minimum bid of Rs. 1000')).toBeNull();
    // A new amount clears the refusal, and the form warns again while it is still too low.
    await userEvent.clear(amount());
    await userEvent.type(amount(), '950');
    expect(screen.getByText('Lower than the minimum bid of Rs. 1000')).toBeTruthy();
  });
});

describe('BidForm: a reply that got lost', () => {
  it('When only the first reply is lost, then the form asks again by itself with the same key and says the bid was placed', async () => {
    const answers: FakeAnswer[] = ['no-reply', { status: 200, data: { success: true, message: 'Bid placed', outbid: false, product: productFixture({ bidCount: 1 }) } }];
    const server = fakeServer(() => answers.shift()!);
    render(form(productFixture({ minNextBid: 1000 })));
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[1]!.headers['Idempotency-Key']).toBe(server.requests[0]!.headers['Idempotency-Key']);
    await vi.waitFor(() => expect(amount().value).toBe('1000'));
    expect(within(screen.getByRole('form')).queryByText(BID_NOT_CONFIRMED)).toBeNull();
  });

  it('says beside the form, not only in a passing toast, that the bid may have counted, until a resend is answered', async () => {
    const answers: FakeAnswer[] = ['no-reply', 'no-reply', 'no-reply', { status: 200, data: { success: true, message: 'Bid placed', outbid: false, product: productFixture({ bidCount: 1 }) } }];
    fakeServer(() => answers.shift()!);
    const { rerender } = render(form(productFixture({ minNextBid: 1000 })));
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    const note = await within(screen.getByRole('form')).findByText(BID_NOT_CONFIRMED);
    expect(note.getAttribute('role')).toBe('status');
    // Its own live event raised the minimum: the amount kept for the resend is not called too low.
    rerender(form(productFixture({ bidCount: 1, price: 1000, minNextBid: 1050 })));
    expect(amount().value).toBe('1000');
    expect(screen.queryByText('Lower than the minimum bid of Rs. 1050')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM QUOTE' }));
    await vi.waitFor(() => expect(within(screen.getByRole('form')).queryByText(BID_NOT_CONFIRMED)).toBeNull());
  });
});

describe('BidForm when the session ends under it', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('When the same user logs in again, then the amount, maximum and username they typed are back with a note', async () => {
    saveStoredSession({ user: bidder, token: 'token-asha' });
    const page = render(form(productFixture({ _id: 'p1', minNextBid: 1000 })));
    await userEvent.clear(amount());
    await userEvent.type(amount(), '1200');
    await userEvent.type(screen.getByLabelText('Bid up to (maximum)'), '2500');
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'asha');
    act(() => endSession('token-asha'));
    page.unmount();

    saveStoredSession({ user: bidder, token: 'token-asha-2' });
    render(form(productFixture({ _id: 'p1', minNextBid: 1050 })));

    expect(amount().value).toBe('1200');
    expect(screen.getByLabelText<HTMLInputElement>('Bid up to (maximum)').value).toBe('2500');
    expect(screen.getByLabelText<HTMLInputElement>('Re-enter your Username to Confirm').value).toBe('asha');
    expect(screen.getByText(/what you had typed is back/)).toBeTruthy();
  });
});
