import { formatRupees, toPaise, type Product } from '@bidhub/contracts';
import { escapeHtml } from './html-escape.js';

/** Link previews cut descriptions about here; a whole sentence beats a truncated page. */
const DESCRIPTION_LENGTH = 200;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…`;
}

/** What the lot's page says of its price, written as the site writes it ('Rs. 1200.50'): no bid is claimed before the first. */
function priceLine(product: Product): string {
  const price = formatRupees(toPaise(product.price));
  if (product.status === 'open') return product.bidCount > 0 ? `Current bid ${price}` : `Starting price ${price}`;
  return product.winner ? `Sold for ${price}` : 'Ended without a sale';
}

type MetaTag = [kind: 'name' | 'property', key: string, value: string];

/** A page's <title>, its meta tags and its canonical link, every value escaped. */
function headTags(title: string, tags: MetaTag[], canonicalUrl: string): string {
  const metas = tags.map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}" />`);
  return [`<title>${escapeHtml(title)}</title>`, ...metas, `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`].join('\n    ');
}

/** The <title> and meta tags of a product page, every value escaped; `origin` makes URLs absolute. */
export function productPreviewTags(product: Product, origin: string): string {
  const title = `${product.name} - BidHub`;
  const description = shorten(`${priceLine(product)}. ${product.description}`);
  const url = `${origin}/product/${encodeURIComponent(product.slug)}`;
  const tags: MetaTag[] = [
    ['name', 'description', description],
    ['property', 'og:type', 'product'],
    ['property', 'og:site_name', 'BidHub'],
    ['property', 'og:title', product.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'product:price:amount', product.price.toFixed(2)],
    ['property', 'product:price:currency', 'INR'],
    ['name', 'twitter:card', product.photoVersion ? 'summary_large_image' : 'summary'],
  ];
  if (product.photoVersion) {
    const photo = `${origin}/api/v1/product/product-photo/${product._id}?v=${encodeURIComponent(product.photoVersion)}`;
    tags.push(['property', 'og:image', photo], ['property', 'og:image:alt', product.name]);
  }
  return headTags(title, tags, url);
}

/** The <title> and meta tags of a category's page, titled as the app titles it; `origin` makes URLs absolute. */
export function categoryPreviewTags(category: { name: string; slug: string }, origin: string): string {
  const title = `Category - ${category.name} - BidHub`;
  const description = `Live auctions in ${category.name} on BidHub: every bid checked by the server and provable afterwards.`;
  const url = `${origin}/category/${encodeURIComponent(category.slug)}`;
  const tags: MetaTag[] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'BidHub'],
    ['property', 'og:title', `${category.name} auctions`],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary'],
  ];
  return headTags(title, tags, url);
}

/** index.html with its own title and description replaced by the product's or the category's. */
export function injectPreview(indexHtml: string, tags: string): string {
  const withoutDefaults = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  // A function: a product name's `$\`` or `$'` in a replacement string would paste the page in.
  return withoutDefaults.replace('</head>', () => `  ${tags}\n  </head>`);
}
