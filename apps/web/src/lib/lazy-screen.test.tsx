import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it } from 'vitest';
import { lazyScreen, retryFailedDownloads } from './lazy-screen';

describe('lazyScreen', () => {
  it('When its download failed once, then trying again downloads it again and shows it', async () => {
    let online = false;
    const Screen = lazyScreen(async () => {
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
