// The catalog's piece of the app shell's header. Apart from index.ts: the shell reaching the lists
// index.ts exports would put them, and the cards' buttons, into the first download of every page.
export { CategoriesMenu } from './CategoriesMenu';
