import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test/product-fixture';
import { arrangeCart } from './cart-view';

const NOW = Date.parse('2030-01-01T12:00:00Z');
const lot = (name: string, endtime: string, price: number, status: 'open' | 'closed' = 'open') => productFixture({ _id: name, name, endtime, price, status });
const soon = lot('soon', '2030-01-01T13:00:00Z', 500);
const later = lot('later', '2030-01-02T13:00:00Z', 2000);
const closed = lot('closed', '2030-01-01T09:00:00Z', 900, 'closed');
const justPast = lot('just-past', '2030-01-01T11:59:00Z', 100);
const endedEarlier = lot('ended-earlier', '2029-12-30T09:00:00Z', 300, 'closed');
const watched = [later, closed, soon, justPast, endedEarlier];
const names = (products: { name: string }[]) => products.map((product) => product.name);

describe('arrangeCart: the watched lots the cart page shows, in its order', () => {
  it('When the order is as added and every lot is shown, then the list is as the account holds it', () => {
    expect(names(arrangeCart(watched, { sort: 'added', show: 'all' }, NOW))).toEqual(['later', 'closed', 'soon', 'just-past', 'ended-earlier']);
  });

  it('When ending soonest, then open lots come by their end and ended ones after them, the latest ended first', () => {
    expect(names(arrangeCart(watched, { sort: 'ending', show: 'all' }, NOW))).toEqual(['soon', 'later', 'just-past', 'closed', 'ended-earlier']);
  });

  it('When only open lots are shown, then a lot whose end has passed is left out though the server has not closed it yet', () => {
    expect(names(arrangeCart(watched, { sort: 'added', show: 'open' }, NOW))).toEqual(['later', 'soon']);
  });

  it('When only ended lots are shown, then closed lots and lots past their end are there', () => {
    expect(names(arrangeCart(watched, { sort: 'added', show: 'ended' }, NOW))).toEqual(['closed', 'just-past', 'ended-earlier']);
  });

  it('When sorted by price, then either way round by the current price', () => {
    expect(names(arrangeCart(watched, { sort: 'price-asc', show: 'all' }, NOW))).toEqual(['just-past', 'ended-earlier', 'soon', 'closed', 'later']);
    expect(names(arrangeCart(watched, { sort: 'price-desc', show: 'open' }, NOW))).toEqual(['later', 'soon']);
  });
});
