import { describe, expect, it } from 'vitest';
import { adminListReturnPath } from './admin-product-paths';

describe('adminListReturnPath: where a saved edit returns to', () => {
  it('When the edit form was opened from a search of the admin list, then it returns to that search', () => {
    expect(adminListReturnPath({ adminList: '/dashboard/admin/products?q=watch' })).toBe('/dashboard/admin/products?q=watch');
  });

  it('When the state names no search of the admin list (none, another page, another site), then it returns to the whole list', () => {
    for (const state of [undefined, null, 'x', { adminList: '/home?q=watch' }, { adminList: '//evil.example/dashboard/admin/products?q=1' }, { adminList: 5 }]) {
      expect(adminListReturnPath(state)).toBe('/dashboard/admin/products');
    }
  });
});
