// The search's public surface: what the app shell uses. Everything else is internal.
export { SearchBox } from './SearchBox';
export { SearchProvider } from './SearchProvider';
// The admin's product list finds a lot by the same search.
export { searchQuery } from './search-api';
