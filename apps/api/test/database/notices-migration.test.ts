import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../support/migrations-before.js';

/**
 * Migration 0011 on a database that already holds notices: each keeps the name and slug of its
 * product, and deleting the product no longer deletes them.
 */
describe('Migration 0011: notices outlive their products', () => {
  it('When it runs on stored notices, then each keeps its product name and slug, and outlives the product', async () => {
    const { client, migrateToLatest } = await databaseBefore('0011_notices_outlive_products');
    await client.exec(`
      insert into users (id, name, email, password_hash, phone, answer_hash) values ('00000000-0000-4000-8000-000000000001', 'Asha', 'asha', 'x', '9000000000', 'x');
      insert into categories (id, name, slug) values ('00000000-0000-4000-8000-000000000002', 'Cameras', 'cameras');
      insert into products (id, name, slug, description, price, starting_price, endtime, category_id)
        values ('00000000-0000-4000-8000-000000000003', 'Old Camera', 'old-camera', 'A camera', 100, 100, now() + interval '1 day', '00000000-0000-4000-8000-000000000002');
      insert into notifications (user_id, product_id, kind, message)
        values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'outbid', 'You''ve been outbid on Old Camera');
    `);

    await migrateToLatest();
    await client.exec(`delete from products where id = '00000000-0000-4000-8000-000000000003'`);

    const { rows } = await client.query('select kind, product_name, product_slug from notifications');
    expect(rows).toEqual([{ kind: 'outbid', product_name: 'Old Camera', product_slug: 'old-camera' }]);
    await client.close();
  });
});
