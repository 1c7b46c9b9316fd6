import { type Page, expect, test } from '@playwright/test';

/**
 * WCAG 1.4.11: what tells a field apart, and what shows where the keyboard is, has at least 3:1
 * against what surrounds it. axe does not check either.
 */
const contrastOf = (page: Page, foreground: string, background: string) =>
  page.evaluate(
    ({ first, second }) => {
      const luminance = (color: string) => {
        const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
          const value = Number(part) / 255;
          return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
      return (lighter! + 0.05) / (darker! + 0.05);
    },
    { first: foreground, second: background },
  );

test.describe('Non-text contrast', () => {
  test('When the register form shows, then every field border has at least 3:1 against the white card', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'REGISTER FORM' })).toBeVisible();
    const borders = await page.locator('.field:visible, .password-input:visible').evaluateAll((fields) => fields.map((field) => getComputedStyle(field).borderTopColor));
    expect(borders.length).toBeGreaterThan(4);
    for (const border of borders) expect(await contrastOf(page, border, 'rgb(255, 255, 255)'), border).toBeGreaterThanOrEqual(3);
  });

  test('When a button gets keyboard focus, then its ring has at least 3:1 against the white page', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('Enter Your Password').focus();
    for (let step = 0; step < 5 && !(await page.evaluate(() => document.activeElement?.classList.contains('btn'))); step += 1) await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
    // The ring's outer colour: the last rgb() in the shadow list, which must be opaque.
    const colours = ring.match(/rgba?\([^)]*\)/g) ?? [];
    expect(colours.length, ring).toBeGreaterThan(0);
    const outer = colours.at(-1)!;
    expect(outer.startsWith('rgba') && !outer.endsWith(', 1)'), outer).toBe(false);
    expect(await contrastOf(page, outer, 'rgb(255, 255, 255)'), outer).toBeGreaterThanOrEqual(3);
  });
});
