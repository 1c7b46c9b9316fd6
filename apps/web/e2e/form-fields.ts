import { type Page, expect } from '@playwright/test';

/**
 * Every form field has a name or an id: browsers fill forms in and restore them by those, and
 * Chromium reports a field without either as an issue (FormEmptyIdAndNameAttributesForInputError).
 */
export async function expectNamedFormFields(page: Page, screen: string) {
  const unnamed = await page
    .locator('input:not([type=hidden]), select, textarea')
    .evaluateAll((fields) => fields.filter((field) => !field.id && !field.getAttribute('name')).map((field) => field.outerHTML.slice(0, 120)));
  expect(unnamed, `form fields without a name or an id on ${screen}`).toEqual([]);
}
