import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { queryWrapper } from '../../test/query-wrapper';
import { CategoryFilter } from './CategoryFilter';
import { useTickedCategories } from './use-ticked-categories';

const WATCHES = { _id: '4135d9d4-90ae-4588-b1b6-79d4f9c5c5a9', name: 'Watches', slug: 'watches' };
const DELETED = '9d3c0a52-2b7e-4d2a-9a55-8f1f5c0e6b11';

function HomeFilter() {
  const { checked, toggleCategory, resetFilters, forgetCategories } = useTickedCategories();
  return (
    <>
      <CategoryFilter checked={checked} onToggle={toggleCategory} onReset={resetFilters} onUnknown={forgetCategories} />
      <p data-testid="query">{useLocation().search}</p>
    </>
  );
}

function openHome(search: string) {
  const server = fakeServer(() => ({ status: 200, data: { success: true, message: 'All Categories List', category: [WATCHES] } }));
  const Wrapper = queryWrapper();
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[`/home${search}`]}>
        <HomeFilter />
      </MemoryRouter>
    </Wrapper>,
  );
  return { server, query: () => screen.getByTestId('query').textContent };
}

describe('Categories ticked by a link', () => {
  it('When a link ticks a category deleted since, then a fresh list of categories is read, and the dead id is dropped while the others stay', async () => {
    const { server, query } = openHome(`?categories=${WATCHES._id},${DELETED}&sort=newest`);
    await vi.waitFor(() => expect(query()).toBe(`?categories=${WATCHES._id}&sort=newest`));
    expect((screen.getByRole('checkbox', { name: 'Watches' }) as HTMLInputElement).checked).toBe(true);
    expect(server.requests.filter((request) => request.url === '/category/get-category')).toHaveLength(2);
  });

  it('When every ticked category exists, then the link is kept as it is and the list is read once', async () => {
    const { server, query } = openHome(`?categories=${WATCHES._id}`);
    expect(await screen.findByRole('checkbox', { name: 'Watches' })).toBeTruthy();
    expect(query()).toBe(`?categories=${WATCHES._id}`);
    expect(server.requests).toHaveLength(1);
  });
});
