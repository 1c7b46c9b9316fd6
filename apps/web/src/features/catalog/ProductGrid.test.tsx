import { useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Product } from '@bidhub/contracts';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { appWrapper } from '../../test/app-wrapper';
import { productFixture } from '../../test/product-fixture';
import { ProductGrid } from './ProductGrid';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A list as the server answers it now: each call is asked for the auction's state at that moment. */
function ListedCards({ answer }: { answer: () => Product[] }) {
  const { data } = useQuery({ queryKey: [...QUERY_ROOTS.productLists, 'test'], queryFn: async () => answer() });
  return data ? <ProductGrid products={data} label="Auctions" /> : null;
}

describe('A list of cards as an auction on it ends', () => {
  it('When the end passes, then the card waits for the server instead of guessing, and shows the end a late bid moved', async () => {
    const asked: string[] = [];
    const answer = () => {
      const now = new Date().toISOString();
      asked.push(now);
      // First listed open and about to end; asked again, a late bid has moved its end by two minutes.
      const endtime = asked.length === 1 ? inMs(300) : inMs(120_000);
      return [productFixture({ winner: 'bob', bidCount: 4, endtime, serverTime: now, status: 'open' })];
    };
    render(
      <MemoryRouter>
        <ListedCards answer={answer} />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    const card = await screen.findByTestId('product-card');
    expect(await within(card).findByText('Closing', {}, { timeout: 1500 })).toBeTruthy();
    expect(within(card).queryByText('Won by bob')).toBeNull();

    expect(await within(card).findByLabelText('Time left', {}, { timeout: 3000 })).toBeTruthy();
    expect(asked).toHaveLength(2);
    expect(within(card).queryByTestId('auction-result')).toBeNull();
  });
});
