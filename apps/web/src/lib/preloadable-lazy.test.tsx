import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryFailedDownloads } from './lazy-screen';
import { preloadableLazy } from './preloadable-lazy';

describe('preloadableLazy', () => {
  // React reports the caught download failure on the console; the test expects it.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('When its download failed (the server was down), then Try again downloads it again and shows it', async () => {
    let online = false;
    const Screen = preloadableLazy(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>The lot</p>;
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
    expect(await screen.findByText('The lot')).toBeTruthy();
  });

  it('When it was preloaded, then it renders at once, without a fallback', async () => {
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
