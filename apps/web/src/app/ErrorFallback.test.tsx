import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from './ErrorFallback';

let broken = true;
function Screen() {
  const [label] = useState('Auction');
  if (broken) throw new Error('render failed');
  return <p>{label}</p>;
}

function Unreachable(): never {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ProductPage-x.js');
}

describe('the root error boundary', () => {
  // React reports the caught error on the console; the test expects it.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows a way home and a retry instead of a blank page, and the retry renders the screen again', async () => {
    broken = true;
    render(
      <ErrorBoundary FallbackComponent={ErrorFallback}>
        <Screen />
      </ErrorBoundary>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Something went wrong' }));
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Auction')).toBeTruthy();
  });

  it("says a screen whose code did not arrive could not be downloaded, rather than that it stopped working", () => {
    render(
      <ErrorBoundary FallbackComponent={ErrorFallback}>
        <Unreachable />
      </ErrorBoundary>,
    );
    expect(screen.getByText(/This page could not be downloaded: BidHub cannot be reached/)).toBeTruthy();
  });
});
