import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema.js';
import { seedDemoData } from '../../src/modules/demo-data/seed-demo-data.js';
import { createTestApp, signUp, type TestApp } from '../support/test-app.js';
import { capturePrints, credentialsIn, silentLogger } from './demo-fixtures.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('seedDemoData next to existing data', () => {
  it('When an admin already made a category but no product, then nothing is seeded', async () => {
    const [category] = await testApp.database.db.insert(categories).values({ name: 'Stamps', slug: 'stamps' }).returning();
    const output = capturePrints();
    expect(await seedDemoData(testApp.database.db, silentLogger, { print: output.print })).toBeUndefined();
    expect(await testApp.database.db.select().from(products)).toEqual([]);
    expect(output.printed).toEqual([]);
    await testApp.database.db.delete(categories).where(eq(categories.id, category!.id));
  });

  it('When someone registered a demo username first, then the demo account takes a free name and theirs is untouched', async () => {
    const existing = await signUp(testApp.app, { email: 'demo-asha' });
    const output = capturePrints();
    const summary = await seedDemoData(testApp.database.db, silentLogger, { print: output.print });
    expect(summary?.products).toBeGreaterThanOrEqual(40);

    const credentials = credentialsIn(output.printed[0]!);
    expect(credentials.map((account) => account.username)).toEqual(['demo-admin', 'demo-asha-2', 'demo-ravi']);
    await request(testApp.app).post('/api/v1/auth/login').send({ email: 'demo-asha', password: existing.password }).expect(200);
    await request(testApp.app).post('/api/v1/auth/login').send({ email: 'demo-asha-2', password: credentials[1]!.password }).expect(200);
  });
});
