import './ui.css';
import './styles.css';

// The server sends '/' with /home's first screen rendered, rather than a redirect that costs a phone
// another round trip: the address becomes /home before the app reads it, so the app takes over the
// page it was rendered for (the router's own '/' -> /home would not match that HTML).
if (window.location.pathname === '/') window.history.replaceState(window.history.state, '', `/home${window.location.search}${window.location.hash}`);

/** The page never finished loading (a photo that hangs): the app starts anyway. */
const START_AT_LATEST_MS = 3000;

/**
 * The app's code did not arrive (a dropped connection): the server's page would keep its buttons
 * disabled without a word. Said in plain DOM, since React is what failed to load.
 */
function startFailed() {
  const note = document.createElement('p');
  note.className = 'start-failed';
  note.setAttribute('role', 'alert');
  note.append('BidHub did not load completely. ');
  const reload = document.createElement('a');
  reload.href = window.location.href;
  reload.textContent = 'Reload the page';
  note.append(reload);
  document.body.prepend(note);
}

let started = false;
function start() {
  if (started) return;
  started = true;
  // React DOM is asked for on its own as well: its module is then evaluated in a task of its own,
  // as soon as it is here, not inside the app's one long evaluation (150-270 ms at Lighthouse's 4x
  // slowdown, during which a tap waits). Both are fetched at once; React DOM is the app's largest part.
  // A failure of either fails './start' too, which says so once.
  import('react-dom/client').catch(() => undefined);
  import('./start').catch(startFailed);
  prefetchNextPage();
}

/**
 * The server names, in an inert <template>, the code of the page a visitor is likely to open next (a
 * lot, from the list): asked for now, after the page and its photo, at the lowest priority, it is in
 * the cache at the tap. Named as plain links they were fetched while the photo still loaded.
 */
function prefetchNextPage() {
  const next = document.getElementById('next-page-prefetch');
  if (next instanceof HTMLTemplateElement) document.head.append(next.content.cloneNode(true));
}

/** Once the next frame is on screen: a frame callback runs before a frame is painted, the second one after it. */
const afterNextPaint = (callback: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(callback, 0)));

// Where the server rendered the first screen, the page is whole before any script runs. The app's
// code (about 130 KB) then starts loading once the page has loaded, its largest photo included, and
// been painted, so that on a slow network the photo does not share the bandwidth with it. Elsewhere
// it starts at once.
if (!document.getElementById('root')!.hasChildNodes()) {
  start();
} else {
  const startAfterPaint = () => afterNextPaint(start);
  if (document.readyState === 'complete') startAfterPaint();
  else window.addEventListener('load', startAfterPaint, { once: true });
  setTimeout(start, START_AT_LATEST_MS);
}
