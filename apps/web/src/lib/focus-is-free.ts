/**
 * The user has not put focus anywhere in the page: it is on the page's main region (where page
 * changes and closed dialogs leave it) or nowhere, so a screen may move it without taking it from them.
 */
export const focusIsFree = (main: Element | null = document.querySelector('main')) =>
  document.activeElement === document.body || (main !== null && document.activeElement === main);
