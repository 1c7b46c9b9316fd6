import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readFirstScreen, seedFirstScreen } from './app/first-screen';
import { preloadFirstScreen } from './app/first-screen-routes';
import { createQueryClient } from './lib/query-client';
import './ui.css';
import './styles.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
seedFirstScreen(queryClient, readFirstScreen());
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

if (container.hasChildNodes()) {
  // The server rendered this page's first screen (/home, a product): it is already on screen, and
  // the app takes it over in place instead of building it again, once the screen's code is here
  // (the page preloads it): hydrated in one pass, a tap anywhere on the page is handled.
  void preloadFirstScreen(window.location.pathname).finally(() => hydrateRoot(container, app));
} else {
  // A transition renders in slices that yield to the browser every few milliseconds: on a slow phone
  // the first screen no longer blocks input for the whole length of its render.
  startTransition(() => createRoot(container).render(app));
}
