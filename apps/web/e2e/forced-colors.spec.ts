import { expect, type Locator, test } from '@playwright/test';

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
