import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/**
 * WCAG 2.0/2.1 A and AA, plus axe's best practices (one h1 per page, headings in order, scrollable
 * regions reachable by keyboard), as Lighthouse's accessibility audit also checks them.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Runs axe on the page as it is now and fails with each violation's rule and first elements. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.map(
    (violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`,
  );
  // Soft: a walk over many screens reports every screen's violations in one run.
  expect.soft(found, `axe violations on ${screen}`).toEqual([]);
}
