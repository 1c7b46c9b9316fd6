import type { FirstScreen } from '@bidhub/contracts';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { seedFirstScreen } from './app/first-screen';
import { preloadFirstScreen } from './app/first-screen-routes';
import { createQueryClient } from './lib/query-client';

async function textOf(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * The markup of a page's first screen as a visitor sees it, for the server to put into index.html:
 * a phone paints the page before its JavaScript has arrived, and the app then hydrates it in place.
 * The screen's code is loaded first, so the HTML is the screen, not a spinner.
 */
export async function renderFirstScreen(url: string, screen: FirstScreen): Promise<string> {
  await preloadFirstScreen(screen);
  const queryClient = createQueryClient();
  seedFirstScreen(queryClient, screen);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient} Router={Router} hydrating />
    </StrictMode>,
    // Larger screens would otherwise be sent as a placeholder plus a script that swaps them in, which
    // the site's Content-Security-Policy (no inline scripts) blocks: the screen goes inline instead.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  queryClient.clear();
  return textOf(prelude);
}
