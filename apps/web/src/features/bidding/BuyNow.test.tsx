import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { useToaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@bidhub/contracts';
import { saveStoredSession } from '../../lib/session';
import { SessionOnly } from '../../test/app-wrapper';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { userFixture } from '../../test/user-fixture';
import { BuyNow, PURCHASE_NOT_CONFIRMED } from './BuyNow';

const shownToasts = () => renderHook(() => useToaster()).result.current.toasts.filter((shown) => shown.visible).map((shown) => shown.message);
const BOUGHT = 'You bought it with Buy It Now';

/** Buy It Now as demo-ravi sees it, signed in. */
const buyNow = (product: Product, onRefused = () => {}) => (
  <SessionOnly>
    <BuyNow product={product} onBought={() => {}} onRefused={onRefused} />
  </SessionOnly>
);

/** Opens the dialog, re-enters the username and confirms, as the buyer does. */
async function confirmPurchaseAs(username: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Buy It Now for Rs. 2500' }));
  await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), username);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
}

describe('BuyNow', () => {
  beforeEach(() => {
    toast.remove();
    saveStoredSession({ user: userFixture({ email: 'demo-ravi' }), token: 'token-ravi' });
  });
  afterEach(() => localStorage.clear());

  it('When the server refuses the re-entered username, then the dialog says so beside the field, not only in a toast', async () => {
    const refusal = 'The re-entered username does not match your username';
    fakeServer(() => ({ status: 400, data: { success: false, message: refusal } }));
    render(buyNow(productFixture({ buyNowPrice: 2500 })));
    await confirmPurchaseAs('someone-else');
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByLabelText('Re-enter your Username to Confirm').getAttribute('aria-invalid')).toBe('true');
  });

  it('When the purchase is confirmed, then it names the price the dialog showed at the click, changed live or not', async () => {
    const server = fakeServer(() => ({ status: 409, data: { success: false, message: 'The Buy It Now price is now Rs. 9000: confirm again to buy at that price' } }));
    const { rerender } = render(buyNow(productFixture({ buyNowPrice: 2500 })));
    await confirmPurchaseAs('demo-ravi');
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(JSON.parse(String(server.requests[0]!.data))).toEqual({ winner: 'demo-ravi', price: 2500 });

    rerender(buyNow(productFixture({ buyNowPrice: 9000 })));
    expect(screen.getByRole('dialog', { name: 'Buy it now for Rs. 9000?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    expect(JSON.parse(String(server.requests[1]!.data))).toEqual({ winner: 'demo-ravi', price: 9000 });
  });

  it('When the dialog opens, then a screen reader is given what buying does along with its title', async () => {
    render(buyNow(productFixture({ buyNowPrice: 2500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Buy It Now for Rs. 2500' }));
    expect(screen.getByRole('dialog', { name: 'Buy it now for Rs. 2500?', description: 'The auction ends at once and the lot is yours.' })).toBeTruthy();
  });

  it('When Confirm purchase is clicked twice, then one purchase is sent and only its success is told', async () => {
    const bought = productFixture({ buyNowPrice: null, status: 'closed', winner: 'demo-ravi' });
    let reply: (answer: FakeAnswer) => void = () => {};
    const server = fakeServer(() => new Promise<FakeAnswer>((resolve) => (reply = resolve)));
    render(buyNow(productFixture({ buyNowPrice: 2500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Buy It Now for Rs. 2500' }));
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'demo-ravi');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm purchase' }));
    reply({ status: 200, data: { success: true, message: BOUGHT, outbid: false, product: bought } });
    await vi.waitFor(() => expect(shownToasts()).toEqual([BOUGHT]));
    expect(server.requests).toHaveLength(1);
  });

  it('When the live event of my own purchase comes before its reply, then I am not told that someone has bid', async () => {
    const bought = productFixture({ buyNowPrice: null, status: 'closed', winner: 'demo-ravi' });
    let reply: (answer: FakeAnswer) => void = () => {};
    fakeServer(() => new Promise<FakeAnswer>((resolve) => (reply = resolve)));
    const { rerender } = render(buyNow(productFixture({ buyNowPrice: 2500 })));
    await confirmPurchaseAs('demo-ravi');
    rerender(buyNow(bought));
    expect(shownToasts()).toEqual([]);
    reply({ status: 200, data: { success: true, message: BOUGHT, outbid: false, product: bought } });
    await vi.waitFor(() => expect(shownToasts()).toEqual([BOUGHT]));
  });

  it("When the purchase's reply is lost and its live event then shows the lot closed on my name, then I am told I bought it", async () => {
    const bought = productFixture({ name: 'Sniper Mug', price: 2500, buyNowPrice: null, status: 'closed', winner: 'demo-ravi' });
    fakeServer(() => 'no-reply');
    const onRefused = vi.fn();
    const { rerender } = render(buyNow(productFixture({ buyNowPrice: 2500 }), onRefused));
    await confirmPurchaseAs('demo-ravi');
    await vi.waitFor(() => expect(shownToasts()).toEqual([PURCHASE_NOT_CONFIRMED]));
    expect(onRefused).toHaveBeenCalledTimes(1);

    rerender(buyNow(bought, onRefused));
    await vi.waitFor(() => expect(shownToasts()).toEqual(['You bought Sniper Mug for Rs. 2500']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("When the lot closes on my name and leaves the page before my purchase's lost reply is reported, then I am told I bought it", async () => {
    const bought = productFixture({ name: 'Sniper Mug', price: 2500, buyNowPrice: null, status: 'closed', winner: 'demo-ravi' });
    let reply: (answer: FakeAnswer) => void = () => {};
    fakeServer(() => new Promise<FakeAnswer>((resolve) => (reply = resolve)));
    const { rerender } = render(buyNow(productFixture({ buyNowPrice: 2500 })));
    await confirmPurchaseAs('demo-ravi');
    // Its live events close it: the page shows the outcome in place of the form.
    rerender(buyNow(bought));
    rerender(<SessionOnly>{null}</SessionOnly>);
    reply('no-reply');
    await vi.waitFor(() => expect(shownToasts()).toEqual(['You bought Sniper Mug for Rs. 2500']));
  });

  it('When someone else bought or bid while the dialog was open, then it closes saying the offer is gone', async () => {
    const { rerender } = render(buyNow(productFixture({ buyNowPrice: 2500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Buy It Now for Rs. 2500' }));
    rerender(buyNow(productFixture({ buyNowPrice: null, status: 'closed', winner: 'demo-asha' })));
    await vi.waitFor(() => expect(shownToasts()).toEqual(['Buy It Now is no longer available: someone has bid on this lot']));
  });
});
