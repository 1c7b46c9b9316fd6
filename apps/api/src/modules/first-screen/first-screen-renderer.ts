import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreen } from '@bidhub/contracts';
import type { Logger } from 'pino';

/** The web app's server build (`apps/web/dist-ssr`): its first screen as HTML, for the page's #root. */
export type RenderFirstScreen = (url: string, screen: FirstScreen) => Promise<string | undefined>;

interface ServerBuild {
  renderFirstScreen: (url: string, screen: FirstScreen) => Promise<string>;
}

/**
 * Loads the web app's server build, which sits next to its browser build. Without one (the API's
 * tests, a build that skipped it) pages go out with their data only and the browser renders them;
 * a render that fails does the same, so a rendering bug never costs a visitor the page.
 */
export function loadFirstScreenRenderer(webDistDir: string, logger: Logger): RenderFirstScreen | undefined {
  const entry = join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  // Loaded with the first page view, not at start: a server only answering the API never holds it.
  let build: Promise<ServerBuild> | undefined;
  return async (url, screen) => {
    try {
      build ??= import(pathToFileURL(entry).href) as Promise<ServerBuild>;
      return await (await build).renderFirstScreen(url, screen);
    } catch (error) {
      logger.error({ err: error, url }, 'first screen not rendered on the server');
      return undefined;
    }
  };
}
