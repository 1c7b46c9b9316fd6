import { type ComponentType, lazy } from 'react';
import { retryableLazy } from './lazy-screen';

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy with a `preload()`. Once preloaded, the screen is handed to React at once (a thenable
 * that calls back before returning), so rendering it does not suspend: the server renders it in one
 * pass, and the browser hydrates the server's HTML in one pass, with no part left waiting for code
 * while a tap on it would be lost. A failed download is asked again after the error screen's Try
 * again, as lazyScreen's are (retryableLazy).
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Screen = retryableLazy<P>((failed) =>
    lazy<ComponentType<P>>(() => {
      if (!loaded) return preload().then((component) => ({ default: component }), failed);
      const ready: Loaded<P> = { default: loaded };
      return { then: (resolve: (value: Loaded<P>) => void) => resolve(ready) } as unknown as Promise<Loaded<P>>;
    }),
  );
  return Object.assign(Screen, { preload });
}
