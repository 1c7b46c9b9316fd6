import { describe, expect, it } from 'vitest';
import { parseAuctionClosedEvent, parseLiveBidEvent, slugOfUpdatedEvent } from './live-events';

const bid = { productId: 'p1', seq: 2, price: 1050, winner: 'asha', endtime: '2030-01-01T12:00:00.000Z', bidCount: 2, minNextBid: 1100 };

describe('live stream events', () => {
  it('accepts a bid event, with or without the later optional fields', () => {
    expect(parseLiveBidEvent(JSON.stringify(bid))).toEqual(bid);
    const automatic = { ...bid, reserveMet: true, auto: true, kind: 'bid' };
    expect(parseLiveBidEvent(JSON.stringify(automatic))).toEqual(automatic);
  });

  it('drops a bid event with a missing or mistyped field', () => {
    expect(parseLiveBidEvent(JSON.stringify({ ...bid, seq: 2.5 }))).toBeUndefined();
    expect(parseLiveBidEvent(JSON.stringify({ ...bid, price: '1050' }))).toBeUndefined();
    expect(parseLiveBidEvent(JSON.stringify({ ...bid, kind: 'gift' }))).toBeUndefined();
    expect(parseLiveBidEvent('null')).toBeUndefined();
  });

  it('accepts a closing event and drops one without reserveMet', () => {
    const closed = { productId: 'p1', winner: '', price: 1000, bidCount: 1, reserveMet: false, endtime: bid.endtime };
    expect(parseAuctionClosedEvent(JSON.stringify(closed))).toEqual(closed);
    expect(parseAuctionClosedEvent(JSON.stringify({ ...closed, reserveMet: undefined }))).toBeUndefined();
  });

  it('reads the new slug of an updated event, and none from an older server that sends none', () => {
    expect(slugOfUpdatedEvent('{"productId":"p1","endtime":"2026-12-01T00:00:00.000Z","slug":"brass-lamp-2"}')).toBe('brass-lamp-2');
    expect(slugOfUpdatedEvent('{"productId":"p1","endtime":"2026-12-01T00:00:00.000Z"}')).toBeUndefined();
  });
});
