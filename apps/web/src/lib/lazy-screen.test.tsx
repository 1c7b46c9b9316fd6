import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, retryFailedDownloads } from './lazy-screen';
import { preloadableLazy } from './preloadable-lazy';

type LazyFactory = (load: () => Promise<ComponentType<object>>) => ComponentType<object>;

// The routes' screens (lazyScreen) and the two the server renders first (preloadableLazy) alike.
describe.each<[string, LazyFactory]>([
  ['lazyScreen', lazyScreen],
  ['preloadableLazy', preloadableLazy],
])('%s', (_name, lazyFactory) => {
  // React reports the caught download failure on the console; the test expects it.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('When its download failed once (offline, the server down), then trying again downloads it again and shows it', async () => {
    let online = false;
    const Screen = lazyFactory(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>The cart</p>;
    });
    render(
      <ErrorBoundary onReset={retryFailedDownloads} fallbackRender={({ resetErrorBoundary }) => <button onClick={resetErrorBoundary}>Try again</button>}>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    online = true;
    await userEvent.click(tryAgain);
    expect(await screen.findByText('The cart')).toBeTruthy();
  });
});

describe('preloadableLazy once preloaded', () => {
  it('renders at once, without a fallback', async () => {
    const Screen = preloadableLazy(async () => () => <p>The lot</p>);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('The lot')).toBeTruthy();
  });
});
