import { expect, test } from '@playwright/test';
import { toast } from './support';

test.describe('Reduced motion', () => {
  test('When the system asks for reduced motion, then a toast shows without any animation left running', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
    await expect(toast(page, 'Item Added to wishlist')).toBeVisible();
    // Long enough for 1 ms animations to end, not for the icons' own (0.3 s and more; the spinner's never).
    await page.waitForTimeout(150);
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation && animation.playState === 'running')
        .map((animation) => (animation as CSSAnimation).animationName),
    );
    expect(running).toEqual([]);
  });
});
