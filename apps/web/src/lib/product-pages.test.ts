import { describe, expect, it } from 'vitest';
import { productFixture } from '../test/product-fixture';
import { flattenPages, nextPageStart } from './product-pages';

const products = (...ids: string[]) => ids.map((_id) => productFixture({ _id }));

describe('nextPageStart', () => {
  it("follows the reply's keyset cursor while there is one", () => {
    const page = { products: products('a', 'b'), total: 5, nextCursor: 'after-b' };
    expect(nextPageStart([page], page, { page: 1 })).toEqual({ page: 2, cursor: 'after-b' });
  });

  it('stops when the cursor says the last page was read', () => {
    const page = { products: products('a'), total: 5, nextCursor: null };
    expect(nextPageStart([page], page, { page: 1 })).toBeUndefined();
  });

  it('counts page numbers against the total where the endpoint gives no cursor', () => {
    const first = { products: products('a', 'b'), total: 3 };
    expect(nextPageStart([first], first, { page: 1 })).toEqual({ page: 2 });
    const second = { products: products('c') };
    expect(nextPageStart([first, second], second, { page: 2 })).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('shows a product shifted onto the next numbered page only once', () => {
    expect(flattenPages([{ products: products('a', 'b') }, { products: products('b', 'c') }]).map((p) => p._id)).toEqual(['a', 'b', 'c']);
  });
});
