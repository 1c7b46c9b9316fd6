import { randomBytes } from 'node:crypto';
import anyAscii from 'any-ascii';
import slugify from 'slugify';
import type { Database } from './database.js';
import { type FormerSlugs, slugFormerlyOfAnother } from './former-slugs.js';

/** Suffixed attempts after the plain slug; each suffix is random, so running out means a bug, not bad luck. */
const SUFFIXED_ATTEMPTS = 5;

const EMOJI = /\p{Extended_Pictographic}/gu;
/** What the routes that take a slug also read as an id (the contracts' idSchema, lower-cased). */
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Matches nothing: slugify's first pass keeps the characters it has no spelling for. */
const REMOVE_NOTHING = /(?!)/g;

/**
 * Lowercase ASCII words joined by hyphens. Slugify spells the letters it knows (Latin, Cyrillic,
 * Greek, '&' as 'and'); the rest, such as Devanagari or Japanese, are written in Latin letters by
 * any-ascii, so 'पुरानी घड़ी' is 'purani-ghdi'. Emoji are left out; a name of nothing else gets the fallback.
 */
export function slugFromName(name: string, fallback: string): string {
  const known = slugify(name.replace(EMOJI, ' '), { replacement: ' ', remove: REMOVE_NOTHING });
  return slugify(anyAscii(known), { lower: true, strict: true, trim: true }) || fallback;
}

function withRandomSuffix(slug: string): string {
  return `${slug}-${randomBytes(3).toString('hex')}`;
}

/** The former slugs a new slug must not be one of: another's than `ownerId` (none yet when creating). */
export interface FormerSlugsOf {
  db: Database;
  formerSlugs: FormerSlugs;
  ownerId?: string;
}

/**
 * Runs `write` with the slug of `name`, then with suffixed slugs while `write` reports the slug as
 * taken by returning undefined. A slug that was another one's before a rename is taken too, without
 * asking `write`. Products and categories both keep slugs unique this way.
 */
export async function writeWithUniqueSlug<Written>(
  name: string,
  fallback: string,
  { db, formerSlugs, ownerId }: FormerSlugsOf,
  write: (slug: string) => Promise<Written | undefined>,
): Promise<Written> {
  const tryWrite = async (slug: string) => ((await slugFormerlyOfAnother(db, formerSlugs, slug, ownerId)) ? undefined : write(slug));
  const slug = slugFromName(name, fallback);
  // A slug that reads as an id would take the address by id from the lot or category it names.
  const first = ID_SHAPE.test(slug) ? undefined : await tryWrite(slug);
  if (first !== undefined) return first;
  for (let attempt = 0; attempt < SUFFIXED_ATTEMPTS; attempt += 1) {
    const written = await tryWrite(withRandomSuffix(slug));
    if (written !== undefined) return written;
  }
  throw new Error(`No free slug found for '${slug}'`);
}
