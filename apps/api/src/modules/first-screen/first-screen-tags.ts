import { FIRST_SCREEN_ELEMENT_ID, PHOTO_SLOT_SIZES, SIGNED_IN_HINT, productPhotoSrcSet, productPhotoUrl, type FirstScreen, type Product } from '@bidhub/contracts';
import { escapeHtml } from '../link-previews/index.js';

/**
 * Fetches the photo that will be the page's largest paint as soon as the HTML arrives, by the very
 * URLs and sizes the page's <img> names, so the browser reuses it instead of loading it again.
 */
function photoPreloadTag(product: Product, slot: keyof typeof PHOTO_SLOT_SIZES): string | undefined {
  const srcset = productPhotoSrcSet(product);
  if (!srcset) return undefined;
  const attributes = `href="${escapeHtml(productPhotoUrl(product, 640)!)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${PHOTO_SLOT_SIZES[slot]}"`;
  return `<link rel="preload" as="image" ${attributes} fetchpriority="high">`;
}

/** JSON inside HTML: a `<` in any text would let a product's name close the script element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The preload of the first screen's largest photo and the first screen's data, for the page's <head>. */
export function firstScreenTags(screen: FirstScreen): string[] {
  const photo = screen.kind === 'home' ? screen.page.products[0] && photoPreloadTag(screen.page.products[0], 'card') : photoPreloadTag(screen.product, 'productPage');
  const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForHtml(screen)}</script>`;
  return photo ? [photo, data] : [data];
}

/**
 * index.html with the tags at the end of its <head>. A function, not a string, replaces: in a string
 * `$\`` and `$'` would paste the page around it, and a username or product name may hold them.
 */
export const withHeadTags = (html: string, tags: string[]) => (tags.length === 0 ? html : html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`));

/** Hints React writes ahead of the markup (image preloads) belong in the <head>, not inside #root. */
const LEADING_LINKS = /^(?:<link [^>]*\/>)*/;

/** index.html's `<link rel="modulepreload">` lines: the app's start, fetched ahead. */
const MODULE_PRELOADS = /^[ \t]*<link rel="modulepreload"[^>]*>\r?\n/gm;

/**
 * index.html with the server-rendered first screen in #root, for the app to hydrate in place. The
 * page is whole without the app: its modules are not fetched ahead, src/main.tsx asks for them once
 * the page has loaded, so they do not compete with the page's photos on a slow network.
 */
export function withRenderedRoot(html: string, markup: string): string {
  const hints = LEADING_LINKS.exec(markup)![0];
  const withHints = withHeadTags(html.replace(MODULE_PRELOADS, ''), hints ? [hints] : []);
  return withHints.replace('<div id="root"></div>', () => `<div id="root">${markup.slice(hints.length)}</div>`);
}

/** Whether the browser says someone is signed in (SIGNED_IN_HINT): only a layout hint, never trusted for anything else. */
export const hintsSignedIn = (cookieHeader: string | undefined) =>
  cookieHeader?.split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT.cookie}=1`) === true;

/** index.html whose <html> says the first screen is for a signed-in browser, so it keeps the signed-in screen's room. */
export const withSignedInClass = (html: string) => html.replace(/<html([^>]*)>/, (_tag, attributes: string) => `<html${attributes} class="${SIGNED_IN_HINT.className}">`);
