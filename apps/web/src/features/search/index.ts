// The search's public surface: what the app shell uses. Everything else is internal.
export { SearchBox } from './SearchBox';
export { SearchProvider } from './SearchProvider';
