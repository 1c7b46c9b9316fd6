import { expect, type Locator, test } from '@playwright/test';
import { signInBrowser, signUp } from './support';

/** A picture of the control and the ring around it (the ring lies up to 4 px outside). */
async function pictureAround(control: Locator): Promise<Buffer> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await control.boundingBox();
  if (!box) throw new Error('The control is not on screen');
  const [x, y] = [Math.max(0, box.x - 6), Math.max(0, box.y - 6)];
  return control.page().screenshot({ clip: { x, y, width: box.x + box.width + 6 - x, height: box.y + box.height + 6 - y } });
}

test.describe('Forced colours (Windows High Contrast)', () => {
  test('When the system forces its colours, then a focused button, link and checkbox still show where the focus is', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/home');
    const controls = [
      page.getByRole('link', { name: 'BID NOW' }).first(),
      page.getByRole('button', { name: 'ADD TO CART' }).first(),
      page.getByRole('button', { name: 'RESET FILTERS' }),
      page.locator('.category-filter').getByRole('checkbox').first(),
    ];
    for (const control of controls) {
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      const blurred = await pictureAround(control);
      // After a key press the browser takes focus as the keyboard's, which :focus-visible shows.
      await page.keyboard.press('Shift');
      await control.focus();
      await expect(control).toBeFocused();
      expect(await pictureAround(control), `no focus shows on ${await control.evaluate((element) => element.outerHTML.slice(0, 80))}`).not.toEqual(blurred);
    }
  });
});

/** The colour an element's text (or currentColor icon) is drawn in, and the page's colour behind it. */
const colours = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, background: style.backgroundColor, border: parseFloat(style.borderTopWidth) };
  });
const pageColour = (locator: Locator) => locator.page().evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('Forced colours: what backgrounds and shadows alone drew', () => {
  test.use({ viewport: { width: 390, height: 844 }, forcedColors: 'active' });

  test("When a signed-in phone forces its colours, then the bell's icon and the menu's bars are drawn in a colour the page is not", async ({ page, request }) => {
    await signInBrowser(page, await signUp(request));
    await page.goto('/home');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    expect((await colours(bell.locator('svg'))).text).not.toBe(await pageColour(bell));
    const bars = page.locator('.app__menu-icon');
    expect((await colours(bars)).background).not.toBe(await pageColour(bars));
    expect((await colours(bars)).background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('When the colours are forced, then the chosen Open / Ended / All filter differs from the others, and an open menu has an edge', async ({ page }) => {
    await page.goto('/home');
    const choices = page.getByRole('radiogroup', { name: 'Auctions to show' }).locator('label');
    const [chosen, other] = [await colours(choices.filter({ has: page.locator(':checked') })), await colours(choices.filter({ hasNot: page.locator(':checked') }).first())];
    expect(chosen.background).not.toBe(other.background);

    await page.getByRole('button', { name: /^Menu/ }).click();
    const menu = page.locator('.app__nav--open');
    await expect(menu).toBeVisible();
    expect((await colours(menu)).border).toBeGreaterThanOrEqual(1);
  });

  test("When the colours are forced, then the /bid form's disabled facts look disabled beside the amount one can type", async ({ page, request }) => {
    await signInBrowser(page, await signUp(request));
    await page.goto('/home');
    const slug = (await page.getByTestId('product-card').first().getByRole('link', { name: 'BID NOW' }).getAttribute('href'))!.split('/').pop()!;
    await page.goto(`/bid?product=${slug}`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeDisabled();
    expect((await colours(name)).text).not.toBe((await colours(page.getByLabel('Your bid'))).text);
  });
});
