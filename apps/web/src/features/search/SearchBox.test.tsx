import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { queryWrapper } from '../../test/query-wrapper';
import { SearchBox } from './SearchBox';
import { SearchProvider } from './SearchProvider';

const suggestions = [
  { name: 'Brass Telescope', slug: 'brass-telescope' },
  { name: 'Camera Bag', slug: 'camera-bag' },
];

function ProductShown() {
  return <p>Product {useParams().slug}</p>;
}

function renderBox() {
  fakeServer(() => ({ status: 200, data: { success: true, suggestions } }));
  const Wrapper = queryWrapper();
  render(
    <Wrapper>
      <SearchProvider>
        <MemoryRouter initialEntries={['/home']}>
          <SearchBox />
          <Routes>
            <Route path="/home" element={<p>Home</p>} />
            <Route path="/product/:slug" element={<ProductShown />} />
          </Routes>
        </MemoryRouter>
      </SearchProvider>
    </Wrapper>,
  );
  return screen.getByRole('combobox', { name: 'Search products' });
}

describe('SearchBox', () => {
  it('drops the suggestions down with the typed part marked, and Escape closes them', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box, 'bra');
    const listbox = await screen.findByRole('listbox');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('option', { name: 'Brass Telescope' }).querySelector('mark')?.textContent).toBe('Bra');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('bra');
  });

  it('moves the highlight with the arrows (aria-activedescendant) and opens the highlighted product on Enter', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box, 'ca');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Camera Bag' });
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Product camera-bag')).toBeTruthy());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('Camera Bag');
  });
});
