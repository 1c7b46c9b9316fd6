import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** How to ask again for each screen whose download failed since the last retry. */
const failedScreens = new Set<() => void>();

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
 * A lazy component that is made afresh after its download failed, at the next retryFailedDownloads:
 * React keeps a lazy component's failed download for good, so a screen that failed once (offline, a
 * dropped connection, the server down) stayed broken until the page was loaded afresh. `makeLazy`
 * builds the lazy component; its loader hands a failure to `failed`.
 */
export function retryableLazy<Props extends object>(
  makeLazy: (failed: (error: unknown) => never) => LazyExoticComponent<ComponentType<Props>>,
): ComponentType<Props> {
  let current: LazyExoticComponent<ComponentType<Props>>;
  const retry = () => {
    current = makeLazy(failed);
  };
  const failed = (error: unknown): never => {
    failedScreens.add(retry);
    throw error;
  };
  retry();
  return function RetryableScreen(props: Props) {
    const Current = current as ComponentType<Props>;
    return <Current {...props} />;
  };
}

/** A screen downloaded when it is first shown, and again after a failed download's retry. */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return retryableLazy((failed) => lazy(() => load().then((component) => ({ default: component }), failed)));
}
