/**
 * One toast per product and kind of news: a notice that arrives while the page already said the
 * same (an auction removed under its watcher) replaces that toast instead of stacking under it.
 */
export const noticeToastId = (productId: string, kind: string) => `notification-${productId}-${kind}`;

/** News a page told the user itself, by toast id: a purchase's own 'You bought it' says what 'You won' would. */
const toldOnPage = new Set<string>();

/** The page said this news itself: the notice that follows stays in the bell, without a second toast. */
export const toldOnThisPage = (productId: string, kind: string) => void toldOnPage.add(noticeToastId(productId, kind));

export const wasToldOnThisPage = (productId: string, kind: string) => toldOnPage.has(noticeToastId(productId, kind));
