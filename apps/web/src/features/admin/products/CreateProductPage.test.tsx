import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { saveStoredSession } from '../../../lib/session';
import { appWrapper } from '../../../test/app-wrapper';
import { fakeServer, type FakeAnswer } from '../../../test/fake-server';
import { productFixture } from '../../../test/product-fixture';
import { CreateProductPage } from './CreateProductPage';
import { localInputValue } from './end-time-rules';

const ANTIQUES = { _id: 'c1', name: 'Antiques', slug: 'antiques' };
/** Ended below its reserve (its reply stamped now, which the form's 'in the future' goes by) of 5,000 after bids took it from 1,000 to 2,500. */
const unsold = productFixture({ _id: 'p1', status: 'closed', bidCount: 3, price: 2500, startingPrice: 1000, reservePrice: 5000, winner: '', photoVersion: 'v1', serverTime: new Date().toISOString() });

/** The create page at `address`, on a server that answers the reads, the old photo and the new product. */
function creating(address: string) {
  const server = fakeServer((request) => {
    if (request.url === '/category/get-category') return { status: 200, data: { success: true, category: [ANTIQUES] } };
    if (request.url === '/product/admin-product/p1') return { status: 200, data: { success: true, product: unsold } };
    if (request.url === '/product/product-photo/p1') return { status: 200, data: new Blob(['photo bytes'], { type: 'image/jpeg' }) };
    return { status: 201, data: { success: true, message: 'Product Created Successfully', product: productFixture({ _id: 'p2' }) } };
  });
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/dashboard/admin/create-product" element={<CreateProductPage />} />
        <Route path="/dashboard/admin/products" element={<p>All products</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: appWrapper() },
  );
  return { created: () => server.requests.find((request) => request.method === 'post')?.data as FormData | undefined };
}

describe('Relisting an ended lot that did not sell', () => {
  it('When the admin opens Create Product to relist it, then its details, starting price, reserve and photo are filled in, the note says Buy It Now is not, and only the end is theirs to choose', async () => {
    const { created } = creating('/dashboard/admin/create-product?relist=p1');
    expect(
      await screen.findByText(
        'Relisting Brass Telescope: its name, description, category, photo, starting price and reserve are filled in. Buy It Now ended with its first bid; set one again if you want it. Choose when the new auction ends.',
      ),
    ).toBeTruthy();
    await screen.findByRole('option', { name: 'Antiques' });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Brass Telescope');
    expect((screen.getByLabelText('End date and time') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'brass-telescope.jpeg' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('End date and time'), { target: { value: localInputValue(new Date(Date.now() + 3 * 86_400_000)) } });
    await userEvent.click(screen.getByRole('button', { name: 'CREATE PRODUCT' }));
    await waitFor(() => expect(created()).toBeDefined());
    const body = created()!;
    expect([body.get('name'), body.get('price'), body.get('reservePrice'), body.get('category')]).toEqual(['Brass Telescope', '1000', '5000', 'c1']);
    expect((body.get('photo') as File).size).toBe('photo bytes'.length);
    expect(await screen.findByText('All products')).toBeTruthy();
  });

  it('When the address names no lot, then the form starts empty', async () => {
    creating('/dashboard/admin/create-product');
    await screen.findByRole('option', { name: 'Antiques' });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/Relisting/)).toBeNull();
  });
});

describe('A half-typed lot left by a link', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  /** Create Product for a signed-in admin, with the dashboard's links to it and to the product list. */
  function createPageWithLinks(created: Promise<FakeAnswer> = new Promise(() => {})) {
    saveStoredSession({ user: { _id: 'a1', name: 'Esha', email: 'esha', phone: '9', address: '', role: 1 }, token: 'token-a1' });
    const server = fakeServer((request) => (request.method === 'post' ? created : { status: 200, data: { success: true, category: [ANTIQUES] } }));
    const links = (
      <>
        <Link to="/dashboard/admin/products">Products</Link>
        <Link to="/dashboard/admin/create-product">Create Product</Link>
        <Link to="/dashboard/admin/create-category">Create Category</Link>
        <Outlet />
      </>
    );
    render(
      <MemoryRouter initialEntries={['/dashboard/admin/create-product']}>
        <Routes>
          <Route element={links}>
            <Route path="/dashboard/admin/create-product" element={<CreateProductPage />} />
            <Route path="/dashboard/admin/products" element={<p>All products</p>} />
            <Route path="/dashboard/admin/create-category" element={<p>Categories</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    return server;
  }

  const nameField = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;

  it('When the admin comes back to Create Product, then the typing is back with a note, and Discard changes empties the form for good', async () => {
    createPageWithLinks();
    await userEvent.type(nameField(), 'Brass lamp');
    await userEvent.click(screen.getByRole('link', { name: 'Products' }));
    await screen.findByText('All products');
    await userEvent.click(screen.getByRole('link', { name: 'Create Product' }));

    expect(screen.getByText('You left this form without saving: what you had typed is back.').closest('[role="status"]')).toBeTruthy();
    expect(nameField().value).toBe('Brass lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(nameField().value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Category' }));
    expect(screen.queryByText(/what you had typed is back/)).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Products' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Create Product' }));
    expect(nameField().value).toBe('');
    expect(screen.queryByText(/what you had typed is back/)).toBeNull();
  });

  it('When the admin leaves while the lot is being created, then its success does not take them away from where they went', async () => {
    let answer: (reply: FakeAnswer) => void = () => {};
    const server = createPageWithLinks(new Promise((resolve) => (answer = resolve)));
    await screen.findByRole('option', { name: 'Antiques' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'c1');
    await userEvent.type(nameField(), 'Brass lamp');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'A lamp.');
    await userEvent.type(screen.getByLabelText('Minimum bid'), '1500');
    // Far ahead of any clock: an earlier test's product set the server's.
    fireEvent.change(screen.getByLabelText('End date and time'), { target: { value: '2099-01-01T12:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'CREATE PRODUCT' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'post')).toBe(true));
    await userEvent.click(screen.getByRole('link', { name: 'Create Category' }));
    answer({ status: 201, data: { success: true, message: 'Product Created Successfully', product: productFixture({ _id: 'p2' }) } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Categories')).toBeTruthy();
    expect(screen.queryByText('All products')).toBeNull();
  });
});
