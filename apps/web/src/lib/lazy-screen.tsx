import { type ComponentType, lazy } from 'react';

/** How to ask again for each screen whose download failed since the last retry. */
const failedScreens = new Set<() => void>();

/** Notes a screen's failed download: `retry` makes its next render download it again. */
export const downloadFailed = (retry: () => void): void => void failedScreens.add(retry);

/**
 * Lets every screen whose download failed download again at its next render. Called when an error
 * screen is retried or left (RouteErrorBoundary's reset), not at the failure itself: a screen that
 * swapped at once would be rendered again by React before the error reached the error boundary,
 * and offline it would ask again forever behind a spinner.
 */
export function retryFailedDownloads(): void {
  for (const retry of failedScreens) retry();
  failedScreens.clear();
}

/**
 * A screen downloaded when it is first shown. React keeps a lazy component's failed download for
 * good: a screen that failed once (offline, a dropped connection) stayed broken until the page was
 * loaded afresh, even after the network came back.
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          downloadFailed(retry);
          throw error;
        },
      ),
    );
  let current = fresh();
  const retry = () => {
    current = fresh();
  };
  return function LazyScreen(props: Props) {
    const Current = current as ComponentType<Props>;
    return <Current {...props} />;
  };
}
