import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readFirstScreen, seedFirstScreen } from './app/first-screen';
import { preloadFirstScreen } from './app/first-screen-routes';
import { createQueryClient } from './lib/query-client';
import { reloadOnStaleRelease } from './lib/stale-release';

reloadOnStaleRelease();

const container = document.getElementById('root')!;
const hydrating = container.hasChildNodes();
const queryClient = createQueryClient();
const firstScreen = readFirstScreen();
seedFirstScreen(queryClient, firstScreen);
const app = (
  <StrictMode>
    <App queryClient={queryClient} hydrating={hydrating} />
  </StrictMode>
);

if (hydrating) {
  // The server rendered this page's first screen (/home, a product): it is on screen already. Once
  // the screen's code is here (asked for now, with nothing fetched ahead) the app takes the HTML
  // over in place, as a transition: in slices, between which the browser keeps handling input.
  void preloadFirstScreen(firstScreen).finally(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // A transition renders in slices that yield to the browser every few milliseconds: on a slow phone
  // the first screen does not block input for the whole length of its render.
  startTransition(() => createRoot(container).render(app));
}
