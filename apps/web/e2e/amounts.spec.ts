import { expect, test } from '@playwright/test';
import type { BidLedgerResponse } from '@bidhub/contracts';
import { createOwnAuction, removeOwnAuctionsAfterEach } from './own-auctions';
import { signInBrowser, signUp } from './support';

removeOwnAuctionsAfterEach();

// A German keyboard writes 12,50 for twelve rupees fifty; Chromium's number field dropped the comma
// unseen, and the bid went out as 1250.
test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

test.describe('Amounts typed the way a European writes them', () => {
  test('When a bidder types 12,50 as their bid, then the form says how to write it and no bid is placed', async ({ page, request }) => {
    const product = await createOwnAuction(request, { label: 'Comma', description: 'A lot bid on with a decimal comma.', endsInMs: 86_400_000, fields: { price: '10' } });
    const bidder = await signUp(request);
    await signInBrowser(page, bidder);
    await page.goto(`/product/${product.slug}`);
    const amount = page.getByLabel('Your bid');
    await amount.fill('');
    await amount.pressSequentially('12,50');
    await expect(amount).toHaveValue('12,50');
    await expect(page.getByText('Type the amount in digits, with a point before any paise')).toBeVisible();
    await page.getByLabel('Re-enter your Username to Confirm').fill(bidder.user.email);
    await page.getByRole('button', { name: 'CONFIRM QUOTE' }).click();
    await expect(amount).toBeFocused();

    const ledger = (await (await request.get(`/api/v1/product/${product._id}/bids`)).json()) as BidLedgerResponse;
    expect(ledger.bids).toHaveLength(0);
  });
});
