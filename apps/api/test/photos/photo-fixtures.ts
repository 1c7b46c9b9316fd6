import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../src/db/database.js';
import { categories, productPhotos, products } from '../../src/db/schema.js';

/** A category of its own per call, so test files never collide on names. */
export async function insertCategory(db: Database): Promise<string> {
  const unique = randomUUID().slice(0, 8);
  const [category] = await db.insert(categories).values({ name: `Photo tests ${unique}`, slug: `photo-tests-${unique}` }).returning();
  return category!.id;
}

/** A product inserted straight into the database, so photo tests do not depend on the products API. */
export async function insertProduct(db: Database): Promise<string> {
  const unique = randomUUID().slice(0, 8);
  const [product] = await db
    .insert(products)
    .values({
      name: `Photo test product ${unique}`,
      slug: `photo-test-product-${unique}`,
      description: 'A product that exists to carry a photo.',
      price: 1000,
      startingPrice: 1000,
      endtime: new Date(Date.now() + 86_400_000),
      categoryId: await insertCategory(db),
    })
    .returning({ id: products.id });
  return product!.id;
}

export async function countPhotoRows(db: Database, productId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(productPhotos).where(eq(productPhotos.productId, productId));
  return row!.count;
}

export async function photoVersionOf(db: Database, productId: string): Promise<string | null> {
  const [row] = await db.select({ photoVersion: products.photoVersion }).from(products).where(eq(products.id, productId));
  return row!.photoVersion;
}

/** A camera JPEG as phones make them: EXIF with the owner and GPS position, rotated by the orientation tag. */
export function jpegWithExif({ width = 1200, height = 800, orientation = 1 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b04030' } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'Secret Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A busy picture (noise compresses badly), so that a smaller width visibly means fewer bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3070b0', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
}
