import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@bidhub/contracts';
import { createCategory, createProduct, productFields } from '../products/catalog-fixtures.js';
import { createTestApp, signUpAdmin, type TestApp } from '../support/test-app.js';

/** 'ड़' as one code point, as some Hindi keyboards type it; in NFC it is ड and its nukta. */
const PRECOMPOSED_DDDHA = '\u095c';
const NFC_DDDHA = '\u0921\u093c';

let testApp: TestApp;
let clock: Product;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await signUpAdmin(testApp);
  const home = await createCategory(testApp, admin, 'Home');
  await createProduct(testApp, admin, productFields(home._id, { name: 'Swiss Pocket Watch', description: 'Keeps time' }));
  // Newer than the watch, and its name begins with 'watch'.
  await createProduct(testApp, admin, productFields(home._id, { name: 'Watchman Radio', description: 'Portable, 1982' }));
  await createProduct(testApp, admin, productFields(home._id, { name: 'USB-C Charging Cable', description: 'Braided, one metre' }));
  await createProduct(testApp, admin, productFields(home._id, { name: 'Copper Kettle', description: 'Made in Kerala' }));
  await createProduct(testApp, admin, productFields(home._id, { name: 'Cast Iron Pan', description: 'Seasoned' }));
  clock = await createProduct(testApp, admin, productFields(home._id, { name: `दीवार घ${PRECOMPOSED_DDDHA}ी`, description: 'Pendulum clock' }));
  await createProduct(testApp, admin, productFields(home._id, { name: 'Crème Brûlée Torch', description: 'Made in Köln' }));
  await createProduct(testApp, admin, productFields(home._id, { name: 'Cafe Table', description: 'Marble top' }));
});
afterAll(() => testApp.close());

const search = async (keyword: string) => {
  const response = await request(testApp.app).get(`/api/v1/product/search/${encodeURIComponent(keyword)}`).expect(200);
  return (response.body as Product[]).map((product) => product.name);
};

describe('Search: which products come back, and in which order', () => {
  it("When a name holds the keyword ('watch') and a newer one only begins with it ('Watchman'), then the word itself comes first", async () => {
    expect(await search('watch')).toEqual(['Swiss Pocket Watch', 'Watchman Radio']);
  });

  it("When a typo ('wach') is as close to the start of a longer word, then the word nearer its length comes first", async () => {
    expect((await search('wach'))[0]).toBe('Swiss Pocket Watch');
  });

  it("When a keyword ends in a single letter among other words ('usb-c'), then that letter matches only itself, not every word it begins", async () => {
    expect(await search('usb-c')).toEqual(['USB-C Charging Cable']);
  });

  it("When the keyword is a single letter ('c'), then it is a word being typed and matches the words it begins", async () => {
    expect(await search('c')).toEqual(expect.arrayContaining(['Copper Kettle', 'Cast Iron Pan', 'USB-C Charging Cable']));
  });

  it('When a Hindi letter is typed as one code point or as a letter and its mark, then the name is stored in NFC and either spelling finds it', async () => {
    expect(clock.name).toBe(`दीवार घ${NFC_DDDHA}ी`);
    expect(await search(`घ${PRECOMPOSED_DDDHA}ी`)).toEqual([clock.name]);
    expect(await search(`घ${NFC_DDDHA}ी`)).toEqual([clock.name]);
  });

  it("When a short Hindi word has a wrong vowel sign ('घड़ि' for 'घड़ी'), then it is forgiven as a typo of one edit, whichever way 'ड़' was typed", async () => {
    expect(await search(`घ${PRECOMPOSED_DDDHA}ि`)).toEqual([clock.name]);
    expect(await search(`घ${NFC_DDDHA}ि`)).toEqual([clock.name]);
  });

  it("When a keyword leaves out a name's accents ('creme brulee'), or adds some it lacks ('café'), then the lot is found as with them", async () => {
    for (const keyword of ['creme', 'brulee', 'Crème', 'CRÈME BRÛLÉE', 'cre']) expect(await search(keyword), keyword).toEqual(['Crème Brûlée Torch']);
    expect(await search('café')).toEqual(['Cafe Table']);
  });

  it("When a description's word is typed without its accent ('koln' for Köln), then the lot is found", async () => {
    expect(await search('koln')).toEqual(['Crème Brûlée Torch']);
  });
});
