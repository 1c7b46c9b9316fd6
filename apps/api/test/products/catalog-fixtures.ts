import { eq } from 'drizzle-orm';
import request from 'supertest';
import type { Category, Product } from '@bidhub/contracts';
import { bids, products } from '../../src/db/schema.js';
import type { SignedInUser, TestApp } from '../support/test-app.js';

const IN_A_WEEK = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();

export async function createCategory(testApp: TestApp, admin: SignedInUser, name: string): Promise<Category> {
  const response = await request(testApp.app).post('/api/v1/category/create-category').set('Authorization', admin.token).send({ name }).expect(201);
  return response.body.category;
}

export interface ProductFields {
  name: string;
  description: string;
  price: string;
  endtime: string;
  category: string;
  reservePrice?: string;
  buyNowPrice?: string;
}

export function productFields(categoryId: string, overrides: Partial<ProductFields> = {}): ProductFields {
  return {
    name: 'Vintage Film Camera',
    description: 'A working 35 mm camera with its leather case',
    price: '1500',
    endtime: IN_A_WEEK(),
    category: categoryId,
    ...overrides,
  };
}

/** Sends the fields as the web's multipart form does. */
export function sendForm(call: request.Test, fields: Partial<ProductFields>): request.Test {
  for (const [name, value] of Object.entries(fields)) call.field(name, value);
  return call;
}

export async function createProduct(testApp: TestApp, admin: SignedInUser, fields: ProductFields): Promise<Product> {
  const call = request(testApp.app).post('/api/v1/product/create-product').set('Authorization', admin.token);
  const response = await sendForm(call, fields).expect(201);
  // The reserve amount and the creator are in admin replies only: the product as every public read shows it.
  const { reservePrice: _reserve, createdBy: _creator, ...product } = response.body.product as Product;
  return product;
}

/** A bid as the ledger stores it, written straight to the database: the bidding API is not under test here. */
export async function recordBid(testApp: TestApp, productId: string, bidderId: string, amount: number): Promise<void> {
  const { db } = testApp.database;
  await db.insert(bids).values({ productId, bidderId, amount, sequence: 1, prevHash: 'genesis', hash: 'test-hash', createdAt: new Date() });
  await db.update(products).set({ price: amount, bidCount: 1 }).where(eq(products.id, productId));
}
