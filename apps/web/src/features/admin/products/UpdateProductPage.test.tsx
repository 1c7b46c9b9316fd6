import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appWrapper } from '../../../test/app-wrapper';
import { fakeServer } from '../../../test/fake-server';
import { productFixture } from '../../../test/product-fixture';
import { UpdateProductPage } from './UpdateProductPage';

const ANTIQUES = { _id: 'c1', name: 'Antiques', slug: 'antiques' };

/** A lot with two bids that ends `ms` from now, answered as the server would: open until then, closed after. */
function endingWithBids(ms: number) {
  const endtime = new Date(Date.now() + ms).toISOString();
  fakeServer((request) => {
    if (request.url === '/category/get-category') return { status: 200, data: { success: true, category: [ANTIQUES] } };
    const now = new Date();
    const status = now.getTime() < Date.parse(endtime) ? 'open' : 'closed';
    return { status: 200, data: { success: true, product: productFixture({ bidCount: 2, price: 2500, endtime, status, serverTime: now.toISOString() }) } };
  });
}

describe('Update Product, open as the auction ends', () => {
  it('When the lot ends with bids while its form is open, then the form locks without a reload and offers no update', async () => {
    endingWithBids(1200);
    render(
      <MemoryRouter initialEntries={['/dashboard/admin/product/brass-telescope']}>
        <Routes>
          <Route path="/dashboard/admin/product/:slug" element={<UpdateProductPage />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    expect(await screen.findByRole('button', { name: 'UPDATE PRODUCT' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Words never saved' } });

    expect(await screen.findByText(/Locked: the auction has ended and 2 bids have been placed on this name/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'UPDATE PRODUCT' })).toBeNull();
    // What bidders bid on, not what was typed and never stored; and the end is told as it happens.
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe('A brass telescope from 1890, in working order.');
    expect(screen.getAllByRole('status').some((status) => status.textContent?.startsWith('This auction has ended'))).toBe(true);
  });
});

describe('Update Product, when a bid comes between two reads', () => {
  it('When the admin sends a new price after a first bid the form has not read yet, then the refusal comes with the price locked at the current bid, and the next try saves the rest', async () => {
    let bids = 0;
    const server = fakeServer((request) => {
      if (request.url === '/category/get-category') return { status: 200, data: { success: true, category: [ANTIQUES] } };
      if (request.method === 'put') {
        const price = (request.data as FormData).get('price');
        return price === '1000' || price === '1100'
          ? { status: 200, data: { success: true, message: 'Product Updated Successfully' } }
          : { status: 409, data: { success: false, message: 'Price cannot be changed once the product has bids' } };
      }
      return { status: 200, data: { success: true, product: productFixture({ bidCount: bids, price: bids ? 1100 : 1000, endtime: new Date(Date.now() + 86_400_000).toISOString(), serverTime: new Date().toISOString() }) } };
    });
    render(
      <MemoryRouter initialEntries={['/dashboard/admin/product/brass-telescope']}>
        <Routes>
          <Route path="/dashboard/admin/product/:slug" element={<UpdateProductPage />} />
          <Route path="/dashboard/admin/products" element={<p>All products</p>} />
        </Routes>
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    await screen.findByRole('option', { name: 'Antiques' });
    bids = 1;
    fireEvent.change(screen.getByLabelText('Minimum bid'), { target: { value: '1500' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Now with its tripod.' } });
    fireEvent.click(screen.getByRole('button', { name: 'UPDATE PRODUCT' }));

    expect(await screen.findByText('Locked: 1 bid has been placed, so the price is the current bid.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Minimum bid').value).toBe('1100'));
    fireEvent.click(screen.getByRole('button', { name: 'UPDATE PRODUCT' }));
    expect(await screen.findByText('All products')).toBeTruthy();
    const saved = server.requests.filter((request) => request.method === 'put').at(-1)!.data as FormData;
    expect([saved.get('price'), saved.get('description')]).toEqual(['1100', 'Now with its tripod.']);
  });
});
