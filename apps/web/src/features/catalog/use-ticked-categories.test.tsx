import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useTickedCategories } from './use-ticked-categories';

const WATCHES = '4135d9d4-90ae-4588-b1b6-79d4f9c5c5a9';

/** Stands in for the list a filter asks for: it renders only once `listed` resolves. */
function SlowList({ listed }: { listed: { done: boolean; promise: Promise<void> } }) {
  const [params] = useSearchParams();
  if (params.get('categories') && !listed.done) throw listed.promise;
  return <p>{params.get('categories') ? 'Watches only' : 'Every category'}</p>;
}

function Filter({ listed }: { listed: { done: boolean; promise: Promise<void> } }) {
  const { checked, toggleCategory } = useTickedCategories();
  return (
    <>
      <label>
        <input type="checkbox" checked={checked.includes(WATCHES)} onChange={(event) => toggleCategory(WATCHES, event.target.checked)} />
        Watches
      </label>
      <Suspense fallback={<p>Loading</p>}>
        <SlowList listed={listed} />
      </Suspense>
    </>
  );
}

describe('A ticked category', () => {
  it('When the list it asks for is still rendering, then the box shows its tick at once, and the list follows', async () => {
    let finishList!: () => void;
    const listed = { done: false, promise: new Promise<void>((resolve) => (finishList = resolve)) };
    void listed.promise.then(() => (listed.done = true));
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Filter listed={listed} />
      </MemoryRouter>,
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Watches' }));

    expect(screen.getByRole('checkbox', { name: 'Watches' })).toHaveProperty('checked', true);
    expect(screen.getByText('Every category')).toBeTruthy();
    await act(async () => {
      finishList();
      await listed.promise;
    });
    expect(await screen.findByText('Watches only')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Watches' })).toHaveProperty('checked', true);
  });
});

function ResetOnly() {
  const { resetFilters } = useTickedCategories();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <>
      <p>Address: {search || 'none'}</p>
      <button type="button" onClick={resetFilters}>
        RESET FILTERS
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('RESET FILTERS', () => {
  it('When nothing narrows the list, then it adds no history entry, so Back still leaves for the page before', async () => {
    render(
      <MemoryRouter initialEntries={['/home?sort=ending-soon&status=open', '/home']} initialIndex={1}>
        <ResetOnly />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'RESET FILTERS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Address: ?sort=ending-soon&status=open')).toBeTruthy();
  });

  it('When a filter narrows the list, then it clears the filters and keeps the sort', async () => {
    render(
      <MemoryRouter initialEntries={[`/home?sort=ending-soon&status=open&categories=${WATCHES}`]}>
        <ResetOnly />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'RESET FILTERS' }));
    expect(screen.getByText('Address: ?sort=ending-soon')).toBeTruthy();
  });
});

describe('Ticked categories in the address', () => {
  it('When it holds an id in capitals, twice, or nothing at all, then the filter reads the id once and the address says so', () => {
    let checked: string[] = [];
    const Read = () => {
      checked = useTickedCategories().checked;
      const { search } = useLocation();
      return <p>Address: {search || 'none'}</p>;
    };
    const { unmount } = render(
      <MemoryRouter initialEntries={[`/home?categories=${WATCHES.toUpperCase()},${WATCHES}`]}>
        <Read />
      </MemoryRouter>,
    );
    expect(checked).toEqual([WATCHES]);
    expect(screen.getByText(`Address: ?categories=${WATCHES}`)).toBeTruthy();
    unmount();
    render(
      <MemoryRouter initialEntries={['/home?categories=']}>
        <Read />
      </MemoryRouter>,
    );
    expect(screen.getByText('Address: none')).toBeTruthy();
  });

  it('When it holds text that is no category id, then the filter reads only the ids and the address keeps only them, in its place', () => {
    let checked: string[] = [];
    const Read = () => {
      checked = useTickedCategories().checked;
      const { search } = useLocation();
      return <p>Address: {search}</p>;
    };
    render(
      <MemoryRouter initialEntries={[`/home?categories=notanid,${WATCHES}&sort=ending-soon`]}>
        <Read />
      </MemoryRouter>,
    );
    expect(checked).toEqual([WATCHES]);
    expect(screen.getByText(`Address: ?categories=${WATCHES}&sort=ending-soon`)).toBeTruthy();
  });
});
