/**
 * One toast per product and kind of news: a notice that arrives while the page already said the
 * same (an auction removed under its watcher) replaces that toast instead of stacking under it.
 */
export const noticeToastId = (productId: string, kind: string) => `notification-${productId}-${kind}`;
