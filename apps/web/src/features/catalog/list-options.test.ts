import { PRODUCT_SORTS } from '@bidhub/contracts';
import { describe, expect, it } from 'vitest';
import { BEST_MATCH, emptyListMessage, HOME_LIST, listQuery, PLAIN_LIST, readListOptions, SEARCH_LIST, SEARCH_SORTS } from './list-options';

const url = (query: string) => new URLSearchParams(query);

describe('List options read from the URL and sent to the API', () => {
  it('When a search names no sort, then it shows the best match and asks the API for its own ranking', () => {
    const options = readListOptions(url('q=camera'), SEARCH_LIST, SEARCH_SORTS);

    expect(options.sort).toBe(BEST_MATCH);
    expect(listQuery(options, BEST_MATCH)).toEqual({});
  });

  it('When a search is sorted by newest, then the API is asked for newest, which is not its default for a search', () => {
    const options = readListOptions(url('q=camera&sort=newest'), SEARCH_LIST, SEARCH_SORTS);

    expect(listQuery(options, BEST_MATCH)).toEqual({ sort: 'newest' });
  });

  it('When a list that is not a search gets best-match in its URL, then it keeps its own default sort', () => {
    const options = readListOptions(url('sort=best-match'), HOME_LIST, PRODUCT_SORTS);

    expect(options.sort).toBe(HOME_LIST.sort);
    expect(listQuery(options)).toEqual({ sort: HOME_LIST.sort });
  });

  it('When a price band ends a paisa below the next (Under Rs. 1,000), then both bounds reach the API', () => {
    const options = readListOptions(url('minPrice=0&maxPrice=999.99'), HOME_LIST, PRODUCT_SORTS);

    expect(options).toMatchObject({ minPrice: 0, maxPrice: 999.99 });
    expect(listQuery(options)).toMatchObject({ minPrice: 0, maxPrice: 999.99 });
  });

  it('When a bound is not an amount in rupees and paise, then it is no bound', () => {
    for (const bad of ['1e3', '-5', '10.999', 'abc', '']) {
      expect(readListOptions(url(`maxPrice=${bad}`), HOME_LIST, PRODUCT_SORTS).maxPrice).toBeUndefined();
    }
  });

  it('When the bounds are written the wrong way round, then they are the range they name, not a list the API refuses', () => {
    expect(readListOptions(url('minPrice=5000&maxPrice=100'), HOME_LIST, PRODUCT_SORTS)).toMatchObject({ minPrice: 100, maxPrice: 5000 });
  });

  it('When a list is empty, then it names the filters when they narrow it, else where it looked', () => {
    expect(emptyListMessage('ticked-categories', HOME_LIST)).toBe('No auctions in these categories');
    expect(emptyListMessage('ticked-categories', { ...HOME_LIST, status: 'closed' })).toBe('No auctions in these categories match these filters');
    expect(emptyListMessage('market', { ...HOME_LIST, maxPrice: 999.99 })).toBe('No auctions match these filters');
    expect(emptyListMessage('market', { ...HOME_LIST, status: 'closed' })).toBe('No auctions match these filters');
    expect(emptyListMessage('market', { ...HOME_LIST, sort: 'price-asc' })).toBe('No auctions yet');
    expect(emptyListMessage('category', PLAIN_LIST)).toBe('No auctions in this category yet');
    expect(emptyListMessage('category', { ...PLAIN_LIST, minPrice: 20000 })).toBe('No auctions in this category match these filters');
  });
});

