import { PRODUCT_SORTS } from '@bidhub/contracts';
import { describe, expect, it } from 'vitest';
import { BEST_MATCH, HOME_LIST, listQuery, readListOptions, SEARCH_LIST, SEARCH_SORTS } from './list-options';

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
});
