import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { usePlaceBid } from './use-place-bid';

const placed: FakeAnswer = { status: 200, data: { success: true, message: 'Bid placed', outbid: false, product: productFixture({ bidCount: 1 }) } };
const refused: FakeAnswer = { status: 400, data: { success: false, message: 'Bid must be at least Rs. 1050' } };

function setup(answers: FakeAnswer[]) {
  const server = fakeServer(() => answers.shift() ?? placed);
  const { result } = renderHook(() => usePlaceBid('p1', () => {}));
  const send = (price: number) => act(() => result.current.placeBid({ price, winner: 'asha@example.com' }));
  const keys = () => server.requests.map((request) => request.headers?.['Idempotency-Key'] as string);
  return { send, keys };
}

describe('usePlaceBid: Idempotency-Key', () => {
  it('asks again by itself with the same key when a reply is lost, so the bidder learns the outcome and the server cannot bid twice', async () => {
    const { send, keys } = setup(['no-reply']);
    expect(await send(1000)).toEqual({ placed: true, outbid: false, message: 'Bid placed' });
    const [first, resend] = keys();
    expect(first).toBeTruthy();
    expect(resend).toBe(first);
  });

  it('resends the same key when the user sends again after every reply was lost', async () => {
    const { send, keys } = setup(['no-reply', 'no-reply', 'no-reply']);
    expect(await send(1000)).toEqual({ placed: false, unanswered: true });
    expect(await send(1000)).toEqual({ placed: true, outbid: false, message: 'Bid placed' });
    expect(keys()).toHaveLength(4);
    expect(new Set(keys()).size).toBe(1);
  });

  it('uses a new key once the lost bid is changed: it is another bid', async () => {
    const { send, keys } = setup(['no-reply', 'no-reply', 'no-reply']);
    await send(1000);
    await send(1100);
    expect(new Set(keys()).size).toBe(2);
  });

  it('uses a new key after the server answered, even a refusal', async () => {
    const { send, keys } = setup([refused]);
    expect(await send(1000)).toEqual({ placed: false, refusal: { field: 'price', message: 'Bid must be at least Rs. 1050' } });
    await send(1000);
    expect(new Set(keys()).size).toBe(2);
  });

  it('uses a new key for the next bid after a placed one', async () => {
    const { send, keys } = setup([]);
    await send(1000);
    await send(1000);
    expect(new Set(keys()).size).toBe(2);
  });
});
