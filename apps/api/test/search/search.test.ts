import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS, searchResponseSchema, suggestResponseSchema, type Product } from '@bidhub/contracts';
import { products, productWords } from '../../src/db/schema.js';
import { createCategory, createProduct, productFields } from '../products/catalog-fixtures.js';
import { createTestApp, signUpAdmin, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let camera: Product;
let strap: Product;
const LAMPS = 55;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await signUpAdmin(testApp);
  const gear = await createCategory(testApp, admin, 'Photo Gear');
  const home = await createCategory(testApp, admin, 'Home');
  // Words beginning 'ins' in a name and only in a description; 'in' begins words of both.
  await createProduct(testApp, admin, productFields(home._id, { name: 'Insulated Flask', description: 'Keeps tea hot' }));
  await createProduct(testApp, admin, productFields(home._id, { name: 'Brass Compass', description: 'Indian made, inscribed, in its case, intact' }));
  // Its words begin with common words ('an', 'in'), which search drops when typed whole.
  await createProduct(testApp, admin, productFields(home._id, { name: 'Antique Inkwell', description: 'Brass, with its glass well' }));
  // The strap is created last, so that newest-first alone would put it before the camera.
  camera = await createProduct(testApp, admin, productFields(gear._id, { name: 'Vintage Film Camera', description: 'A working 35 mm body, lens included' }));
  strap = await createProduct(testApp, admin, productFields(gear._id, { name: 'Leather Strap', description: 'Fits any camera with lugs' }));
  await createProduct(testApp, admin, productFields(home._id, { name: 'Garden Hose', description: 'Twenty metres, green' }));
  await createProduct(testApp, admin, productFields(gear._id, { name: 'Swiss Pocket Watch', description: 'Keeps time' }));
  // Newer than the watch, and 'swatch' is close enough to 'watch' to be taken for a typo of it.
  await createProduct(testApp, admin, productFields(home._id, { name: 'Fabric Swatch Book', description: 'Linen and cotton samples' }));
  // Newer than the camera: 'camra' with two letters swapped ('carma') is as close by trigrams to 'car'.
  await createProduct(testApp, admin, productFields(home._id, { name: 'Vintage Car Poster', description: 'Printed in 1960' }));
  await createProduct(testApp, admin, productFields(home._id, { name: 'नटराज मूर्ति पीतल', description: 'Brass, from Tamil Nadu' }));
  // Its name's 'f/1.8' is one lexeme to PostgreSQL; the car's '800, 1986' begins with the keyword's digits.
  await createProduct(testApp, admin, productFields(gear._id, { name: '50mm f/1.8 Prime Lens', description: 'Fast and sharp' }));
  await createProduct(testApp, admin, productFields(home._id, { name: 'Maruti 800, 1986, Restored', description: 'Runs well' }));
  for (const name of ['The Old Mill', 'The Blue Door', 'The Last Train']) {
    await createProduct(testApp, admin, productFields(home._id, { name, description: 'A print from the series' }));
  }
  const endtime = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await testApp.database.db.insert(products).values(
    Array.from({ length: LAMPS }, (_, index) => ({
      name: `Brass Desk Lamp ${index}`,
      slug: `brass-desk-lamp-${index}`,
      description: 'Warm light for reading',
      price: 900,
      startingPrice: 900,
      endtime,
      categoryId: home._id,
    })),
  );
});
afterAll(() => testApp.close());

const search = (keyword: string) => request(testApp.app).get(`/api/v1/product/search/${encodeURIComponent(keyword)}`);
const names = (list: Product[]) => list.map((product) => product.name);
const productCount = async () => (await request(testApp.app).get('/api/v1/product/product-count').expect(200)).body.total as number;

describe('GET /api/v1/product/search/{keyword}', () => {
  it('When the keyword matches a name, then a bare array of products in the usual reply shape', async () => {
    const response = await search('garden').expect(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(names(searchResponseSchema.parse(response.body))).toEqual(['Garden Hose']);
  });

  it("When the keyword has a typo ('camra'), then the camera is still found", async () => {
    expect(names((await search('camra').expect(200)).body)).toContain('Vintage Film Camera');
  });

  it('When one product has the keyword in its name and another only in its description, then the name match comes first', async () => {
    expect(ids((await search('camera').expect(200)).body)).toEqual([camera._id, strap._id]);
  });

  it('When the keyword is a phrase, then products with its words are found', async () => {
    expect(names((await search('film camera').expect(200)).body)[0]).toBe('Vintage Film Camera');
  });

  it('When a Hindi word has vowel signs and a virama (marks, not letters), then it is found as one word', async () => {
    expect(names((await search('मूर्ति').expect(200)).body)).toEqual(['नटराज मूर्ति पीतल']);
    expect(names((await search('मूर्ति पीतल').expect(200)).body)).toEqual(['नटराज मूर्ति पीतल']);
  });

  it("When the keyword holds words joined by punctuation as a name does ('f/1.8'), then that product is found and first", async () => {
    expect(names((await search('f/1.8').expect(200)).body)[0]).toBe('50mm f/1.8 Prime Lens');
    expect(names((await search('50mm f/1.8').expect(200)).body)[0]).toBe('50mm f/1.8 Prime Lens');
  });

  it("When a single letter follows a common word ('the w', typing 'the watch'), then it is taken as the start of a word", async () => {
    expect(names((await search('the w').expect(200)).body)).toContain('Swiss Pocket Watch');
  });

  it("When the keyword's '/' is sent unencoded, as the original client sends it, then it is searched whole", async () => {
    const response = await request(testApp.app).get('/api/v1/product/search/50mm f/1.8').expect(200);
    expect(names(response.body)[0]).toBe('50mm f/1.8 Prime Lens');
  });

  it('When the keyword is a plural or another word form, then stemming still finds it', async () => {
    expect(names((await search('cameras').expect(200)).body)).toContain('Vintage Film Camera');
  });

  it.each([
    ['wat', 'Swiss Pocket Watch'],
    ['cam', 'Vintage Film Camera'],
    ['poc wat', 'Swiss Pocket Watch'],
  ])("When the keyword is a word's beginning ('%s'), then %s comes first", async (keyword, expected) => {
    expect(names((await search(keyword).expect(200)).body)[0]).toBe(expected);
  });

  it("When a word's beginning shortens when stemmed ('ins' to 'in'), then only words beginning with what was typed match, name first", async () => {
    expect(names((await search('ins').expect(200)).body)).toEqual(['Insulated Flask', 'Brass Compass']);
  });

  it("When matches are equally close ('in'), then those in the name come before those only in the description, however often it holds them", async () => {
    const found = names((await search('in').expect(200)).body);
    expect(found.slice(0, 2).sort()).toEqual(['Antique Inkwell', 'Insulated Flask']);
    expect(found).toContain('Brass Compass');
  });

  it("When a word is three letters or fewer ('cam'), then it is only a beginning, never a typo of another word ('car')", async () => {
    expect(names((await search('cam').expect(200)).body)).toEqual(['Vintage Film Camera', 'Leather Strap']);
    const suggested = (await request(testApp.app).get('/api/v1/product/suggest').query({ q: 'cam' }).expect(200)).body.suggestions as { name: string }[];
    expect(suggested.map((suggestion) => suggestion.name)).not.toContain('Vintage Car Poster');
  });

  it("When one product has the keyword ('watch') and a newer one only a word close to it ('swatch'), then the keyword's product comes first", async () => {
    expect(names((await search('watch').expect(200)).body)[0]).toBe('Swiss Pocket Watch');
  });

  it("When a typo ('camra') is as close by trigrams to two words (camera; car, through a swap), then the one fewer edits away comes first", async () => {
    expect(names((await search('camra').expect(200)).body)[0]).toBe('Vintage Film Camera');
  });

  it("When a typo is as many edits from two words ('camr': the start of camera, and car), then the one sharing more of its trigrams comes first", async () => {
    expect(names((await search('camr').expect(200)).body)[0]).toBe('Vintage Film Camera');
  });

  it.each(['wach', 'wtach', 'pocket wtach', 'swis'])("When a word has a typo ('%s'), then the watch is found first", async (keyword) => {
    expect(names((await search(keyword).expect(200)).body)[0]).toBe('Swiss Pocket Watch');
  });

  it("When the keyword holds a common word ('the watch'), then products matching only 'the' do not come back", async () => {
    expect(names((await search('the watch').expect(200)).body)).toEqual(['Swiss Pocket Watch', 'Fabric Swatch Book']);
  });

  it("When the keyword is only common words ('the'), then products matching only 'the' do not come back", async () => {
    expect((await search('the').expect(200)).body).toEqual([]);
    expect((await search('the of ').expect(200)).body).toEqual([]);
  });

  it('When a product is renamed, then a typo of its new name finds it (the word list follows updates)', async () => {
    await testApp.database.db.update(products).set({ name: 'Walnut Gramophone' }).where(eq(products.slug, `brass-desk-lamp-${LAMPS - 1}`));
    expect(names((await search('gramaphone').expect(200)).body)).toEqual(['Walnut Gramophone']);
  });

  it('When a product changes without a new name (as every bid moves its price), then the word list is not written', async () => {
    const { db } = testApp.database;
    await db.delete(productWords).where(eq(productWords.word, 'hose'));
    await db.update(products).set({ price: 4321, bidCount: 1 }).where(eq(products.slug, 'garden-hose'));
    expect(await db.select().from(productWords).where(eq(productWords.word, 'hose'))).toEqual([]);
    await db.insert(productWords).values({ word: 'hose' });
  });

  it('When a long keyword has only one word in common with a product, then it is not found (half the words must match)', async () => {
    expect((await search('garden zyxwvut qwrtpl').expect(200)).body).toEqual([]);
    expect(names((await search('garden hose zyxwvut').expect(200)).body)).toEqual(['Garden Hose']);
  });

  it('When nothing is close, then an empty array', async () => {
    expect((await search('zyxwvut').expect(200)).body).toEqual([]);
  });

  it(`When more than ${PRODUCT_LIMITS.maxSearchResults} products match, then at most ${PRODUCT_LIMITS.maxSearchResults}`, async () => {
    const found: Product[] = (await search('lamp').expect(200)).body;
    expect(found).toHaveLength(PRODUCT_LIMITS.maxSearchResults);
    expect(found.every((product) => product.name.startsWith('Brass Desk Lamp'))).toBe(true);
  });

  it('When the keyword is blank, then an empty array', async () => {
    expect((await search('   ').expect(200)).body).toEqual([]);
  });

  it('When the keyword is empty (/search/), then an empty array too, not an unknown route', async () => {
    expect((await request(testApp.app).get('/api/v1/product/search/').expect(200)).body).toEqual([]);
  });

  it.each([
    ['a single quote', "'"],
    ['double quotes', '"camera'],
    ['a percent sign', '%'],
    ['an underscore', '_'],
    ['LIKE wildcards around a word', '%cam_ra%'],
    ['backslashes', '\\\\camera\\'],
    ['a statement terminator', "'; drop table products; --"],
    ['tsquery operators', 'camera & !(strap | <->) :*'],
    ['web search syntax', '"film camera" -strap or'],
    ['emoji', '📷 camera 🎞️'],
    ['a NUL character', 'cam\u0000era'],
    ['500 characters', 'a'.repeat(PRODUCT_LIMITS.maxSearchKeyword)],
  ])('When the keyword holds %s, then 200 with an array and the products table intact', async (_case, keyword) => {
    const before = await productCount();
    const response = await search(keyword).expect(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(await productCount()).toBe(before);
  });

  it('When the keyword is longer than 500 characters, then 400', async () => {
    expect((await search('a'.repeat(PRODUCT_LIMITS.maxSearchKeyword + 1)).expect(400)).body).toEqual({
      success: false,
      message: `Keyword must be at most ${PRODUCT_LIMITS.maxSearchKeyword} characters`,
    });
  });

  it('When a raw percent sign is sent without encoding, then it is searched as the sign itself', async () => {
    for (const keyword of ['50%', '100%off', '%']) {
      expect(Array.isArray((await request(testApp.app).get(`/api/v1/product/search/${keyword}`).expect(200)).body)).toBe(true);
    }
  });

  it('When a raw percent sign comes in a product name, then that product is found', async () => {
    const response = await request(testApp.app).get('/api/v1/product/search/camera 100%').expect(200);
    expect(response.body.length).toBeGreaterThan(0);
  });
});

const ids = (list: Product[]) => list.map((product) => product._id);

describe('GET /api/v1/product/suggest?q=', () => {
  const suggest = (q: string) => request(testApp.app).get('/api/v1/product/suggest').query({ q });

  it('When q starts a word, then names and slugs, best first', async () => {
    const response = await suggest('wat').expect(200);
    expect(suggestResponseSchema.parse(response.body).suggestions[0]).toEqual({ name: 'Swiss Pocket Watch', slug: 'swiss-pocket-watch' });
  });

  it('When q has a typo, then the close name is suggested', async () => {
    expect((await suggest('wtach').expect(200)).body.suggestions[0].name).toBe('Swiss Pocket Watch');
  });

  it(`When many match, then at most ${PRODUCT_LIMITS.maxSuggestions}`, async () => {
    expect((await suggest('lamp').expect(200)).body.suggestions).toHaveLength(PRODUCT_LIMITS.maxSuggestions);
  });

  it.each(['an', 'in', 'antique in'])("When q ends in a common word still being typed ('%s'), then names with a word beginning with it", async (q) => {
    expect((await suggest(q).expect(200)).body.suggestions[0]).toEqual({ name: 'Antique Inkwell', slug: 'antique-inkwell' });
  });

  it("When q ends in a common word typed whole ('an '), then it is left out as any common word is", async () => {
    expect((await suggest('an ').expect(200)).body.suggestions).toEqual([]);
    expect((await suggest('inkwell an ').expect(200)).body.suggestions).toEqual([{ name: 'Antique Inkwell', slug: 'antique-inkwell' }]);
  });

  it('When q is blank or punctuation, then no suggestions', async () => {
    for (const q of ['', '  ', "'%"]) expect((await suggest(q).expect(200)).body).toEqual({ success: true, suggestions: [] });
  });

  it('When q is missing, then 400', async () => {
    expect((await request(testApp.app).get('/api/v1/product/suggest').expect(400)).body).toEqual({ success: false, message: 'q is required' });
    expect((await request(testApp.app).get('/api/v1/product/suggest?q=a&q=b').expect(400)).body).toEqual({ success: false, message: 'q must be one text, sent once' });
  });
});
