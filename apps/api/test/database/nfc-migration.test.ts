import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../support/migrations-before.js';

/** 'ड़' as one code point, as some Hindi keyboards type it; NFC writes it as ड and its nukta. */
const PRECOMPOSED_DDDHA = '\u095c';
const NFC_DDDHA = '\u0921\u093c';

describe('Migration 0025: product text in NFC', () => {
  it('When it runs on lots stored before it, then their names and descriptions are in NFC and found by the words in it', async () => {
    const { client, migrateToLatest } = await databaseBefore('0025_nfc_product_text');
    await client.exec(`
      insert into categories (id, name, slug) values ('00000000-0000-4000-8000-000000000002', 'Clocks', 'clocks');
      insert into products (id, name, slug, description, price, starting_price, endtime, category_id)
        values ('00000000-0000-4000-8000-000000000003', 'दीवार घ${PRECOMPOSED_DDDHA}ी', 'deevaar-ghdi', 'बड़ी घ${PRECOMPOSED_DDDHA}ी', 100, 100, now() + interval '1 day', '00000000-0000-4000-8000-000000000002');
    `);

    await migrateToLatest();

    const { rows } = await client.query<{ name: string; found: boolean }>(
      `select name, search_document @@ to_tsquery('simple', $1) as found from products`,
      [`घ${NFC_DDDHA}ी`],
    );
    expect(rows).toEqual([{ name: `दीवार घ${NFC_DDDHA}ी`, found: true }]);
    await client.close();
  });
});
