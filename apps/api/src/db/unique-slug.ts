import { randomBytes } from 'node:crypto';
import slugify from 'slugify';

/** Suffixed attempts after the plain slug; each suffix is random, so running out means a bug, not bad luck. */
const SUFFIXED_ATTEMPTS = 5;

/** Lowercase ASCII words joined by hyphens; a name with no such characters (emoji, other scripts) gets the fallback. */
export function slugFromName(name: string, fallback: string): string {
  return slugify(name, { lower: true, strict: true, trim: true }) || fallback;
}

function withRandomSuffix(slug: string): string {
  return `${slug}-${randomBytes(3).toString('hex')}`;
}

/**
 * Runs `write` with the slug of `name`, then with suffixed slugs while `write` reports the slug as
 * taken by returning undefined. Products and categories both keep slugs unique this way.
 */
export async function writeWithUniqueSlug<Written>(
  name: string,
  fallback: string,
  write: (slug: string) => Promise<Written | undefined>,
): Promise<Written> {
  const slug = slugFromName(name, fallback);
  const first = await write(slug);
  if (first !== undefined) return first;
  for (let attempt = 0; attempt < SUFFIXED_ATTEMPTS; attempt += 1) {
    const written = await write(withRandomSuffix(slug));
    if (written !== undefined) return written;
  }
  throw new Error(`No free slug found for '${slug}'`);
}
