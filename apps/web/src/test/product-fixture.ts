import type { Product } from '@bidhub/contracts';

/** An open auction as GET /product/get-product answers it; tests override what they exercise. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Brass Telescope',
    slug: 'brass-telescope',
    description: 'A brass telescope from 1890, in working order.',
    price: 1000,
    startingPrice: 1000,
    endtime: '2030-01-01T12:00:00.000Z',
    category: { _id: 'c1', name: 'Antiques', slug: 'antiques' },
    winner: '',
    bidCount: 0,
    watchers: 0,
    minNextBid: 1000,
    status: 'open',
    serverTime: '2030-01-01T11:00:00.000Z',
    photoVersion: null,
    createdAt: '2029-12-01T00:00:00.000Z',
    updatedAt: '2029-12-01T00:00:00.000Z',
    hasReserve: false,
    reserveMet: true,
    buyNowPrice: null,
    ...overrides,
  };
}
