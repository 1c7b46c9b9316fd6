import { cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import toast, { useToaster } from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@bidhub/contracts';
import { appWrapper } from '../../../test/app-wrapper';
import { fakeServer } from '../../../test/fake-server';
import { productFixture } from '../../../test/product-fixture';
import { localInputValue } from './end-time-rules';
import { UpdateProductForm } from './UpdateProductForm';

const ANTIQUES = { _id: 'c1', name: 'Antiques', slug: 'antiques' };

/** The admin's edit form of `product`, on a server that answers the reads and records the update. */
function editing(product: Product, latest: Product = product) {
  const server = fakeServer((request) => {
    if (request.url === '/category/get-category') return { status: 200, data: { success: true, category: [ANTIQUES] } };
    if (request.method === 'put') return { status: 200, data: { success: true, message: 'Product Updated Successfully' } };
    return { status: 200, data: { success: true, product: latest } };
  });
  render(
    <MemoryRouter>
      <UpdateProductForm product={product} />
    </MemoryRouter>,
    { wrapper: appWrapper() },
  );
  const updates = () => server.requests.filter((request) => request.method === 'put');
  return { updates };
}

const endAnHourAgo = () => fireEvent.change(screen.getByLabelText('End date and time'), { target: { value: localInputValue(new Date(Date.now() - 3_600_000)) } });
const sendUpdate = () => userEvent.click(screen.getByRole('button', { name: 'UPDATE PRODUCT' }));
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

describe('Ending an auction early from its edit form', () => {
  it('When the lot has bids, then a past end asks first, Cancel sends nothing, and confirming sends the update', async () => {
    const { updates } = editing(productFixture({ bidCount: 2, price: 2500, endtime: inTwoDays() }));
    await screen.findByRole('option', { name: 'Antiques' });
    endAnHourAgo();
    await sendUpdate();

    const dialog = await screen.findByRole('dialog', { name: 'End Brass Telescope now?' });
    expect(dialog.textContent).toContain('at its current bid of Rs. 2500. It has 2 bids: once ended, it cannot be reopened.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updates()).toHaveLength(0);

    await sendUpdate();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End auction now' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
  });

  it('When the lot has bids, then an end moved earlier but still ahead asks first, and an end moved later goes at once', async () => {
    const { updates } = editing(productFixture({ bidCount: 3, price: 2500, endtime: inTwoDays() }));
    await screen.findByRole('option', { name: 'Antiques' });
    const endIn = (hours: number) => fireEvent.change(screen.getByLabelText('End date and time'), { target: { value: localInputValue(new Date(Date.now() + hours * 3_600_000)) } });
    endIn(2);
    await sendUpdate();

    const dialog = await screen.findByRole('dialog', { name: 'End Brass Telescope earlier?' });
    expect(dialog.textContent).toMatch(/It has 3 bids, placed to end .+: it will end .+ instead, and bidders who meant to bid later lose that time\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(updates()).toHaveLength(0);
    await sendUpdate();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move the end earlier' }));
    await waitFor(() => expect(updates()).toHaveLength(1));

    endIn(72);
    await sendUpdate();
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('When the lot has no bids, then a past end is sent at once: it can be reopened', async () => {
    const { updates } = editing(productFixture({ bidCount: 0, endtime: inTwoDays() }));
    await screen.findByRole('option', { name: 'Antiques' });
    endAnHourAgo();
    await sendUpdate();
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('The edit form while bids go on', () => {
  it("When the end field is left as loaded in the auction's last minute, then UPDATE asks nothing and sends the latest end, a late bid's extension included", async () => {
    const loaded = productFixture({ bidCount: 1, price: 1000, endtime: new Date(Date.now() + 30_000).toISOString() });
    const extended = { ...loaded, bidCount: 2, price: 1100, endtime: new Date(Date.now() + 50_123).toISOString() };
    const server = fakeServer((request) => {
      if (request.url === '/category/get-category') return { status: 200, data: { success: true, category: [ANTIQUES] } };
      if (request.method === 'put') return { status: 200, data: { success: true, message: 'Product Updated Successfully' } };
      return { status: 200, data: { success: true, product: extended } };
    });
    const { rerender } = render(
      <MemoryRouter>
        <UpdateProductForm product={loaded} />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    await screen.findByRole('option', { name: 'Antiques' });
    // The page reads the lot again meanwhile: the form gets the extended one.
    rerender(
      <MemoryRouter>
        <UpdateProductForm product={extended} />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Described anew' } });
    await sendUpdate();

    const put = await waitFor(() => server.requests.find((request) => request.method === 'put')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((put.data as FormData).get('endtime')).toBe(extended.endtime);
    expect((put.data as FormData).get('description')).toBe('Described anew');
  });
});

describe('Saving the edit form', () => {
  it('When the form was opened from a search of the admin list, then saving returns to that search', async () => {
    fakeServer((request) => {
      if (request.url === '/category/get-category') return { status: 200, data: { success: true, category: [ANTIQUES] } };
      if (request.method === 'put') return { status: 200, data: { success: true, message: 'Product Updated Successfully' } };
      return { status: 200, data: { success: true, product: productFixture({ endtime: inTwoDays() }) } };
    });
    render(
      <MemoryRouter initialEntries={[{ pathname: '/dashboard/admin/product/brass-telescope', state: { adminList: '/dashboard/admin/products?q=brass' } }]}>
        <Routes>
          <Route path="/dashboard/admin/product/:slug" element={<UpdateProductForm product={productFixture({ endtime: inTwoDays() })} />} />
          <Route path="/dashboard/admin/products" element={<ListAddress />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    await screen.findByRole('option', { name: 'Antiques' });
    await sendUpdate();
    expect((await screen.findByTestId('list-address')).textContent).toBe('/dashboard/admin/products?q=brass');
  });
});

function ListAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="list-address">{pathname + search}</p>;
}

describe('The edit form of an ended auction', () => {
  it('When it ended with bids, then the form says how it ended and its end is locked', async () => {
    editing(productFixture({ status: 'closed', winner: 'asha@example.com', bidCount: 2, price: 2500, endtime: new Date(Date.now() - 60_000).toISOString() }));
    await screen.findByRole('option', { name: 'Antiques' });
    expect(screen.getByText('This auction has ended, sold to asha@example.com for Rs. 2500. Having bids, it cannot be reopened or changed, only deleted.')).toBeTruthy();
    const end = screen.getByLabelText('End date and time') as HTMLInputElement;
    expect(end.readOnly).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(end.getAttribute('aria-describedby')).toBeTruthy();
    const endNote = document.getElementById(end.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    expect(endNote).toContain('Locked: the auction has ended and 2 bids have been placed');
    expect(endNote).toMatch(/In your time zone \(.+\)\.$/);
  });

  it('When it ended with bids below its reserve, then the note offers to relist it as a new auction; a sold lot has no such offer', async () => {
    const ended = { status: 'closed' as const, bidCount: 2, price: 2500, endtime: new Date(Date.now() - 60_000).toISOString() };
    editing(productFixture({ ...ended, _id: 'p7', winner: '' }));
    const relist = await screen.findByRole('link', { name: 'Relist as a new auction' });
    expect(relist.getAttribute('href')).toBe('/dashboard/admin/create-product?relist=p7');
    cleanup();
    editing(productFixture({ ...ended, winner: 'asha@example.com' }));
    await screen.findByRole('option', { name: 'Antiques' });
    expect(screen.queryByRole('link', { name: 'Relist as a new auction' })).toBeNull();
  });

  it('When it ended with bids, then its name, description, category and photo are locked too, and say why', async () => {
    editing(productFixture({ status: 'closed', winner: 'asha@example.com', bidCount: 2, price: 2500, endtime: new Date(Date.now() - 60_000).toISOString() }));
    await screen.findByRole('option', { name: 'Antiques' });
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).readOnly).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Upload Photo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Locked: the auction has ended and 2 bids have been placed on this name, description, category and photo.',
    );
    // Nothing is left to update; deleting still is.
    expect(screen.queryByRole('button', { name: 'UPDATE PRODUCT' })).toBeNull();
    expect(screen.getByRole('button', { name: 'DELETE PRODUCT' })).toBeTruthy();
  });

  it('When it is open with bids, then its name, description, category and photo stay editable', async () => {
    editing(productFixture({ status: 'open', winner: 'asha@example.com', bidCount: 2, price: 2500, endtime: inTwoDays() }));
    await screen.findByRole('option', { name: 'Antiques' });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).readOnly).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Upload Photo' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('When it is open with bids, then the form says where the bidding stands: the current bid, who leads, how many bids and the reserve', async () => {
    editing(productFixture({ status: 'open', winner: 'asha@example.com', bidCount: 2, price: 2500, hasReserve: true, reserveMet: false, endtime: inTwoDays() }));
    expect(await screen.findByText('Current bid: Rs. 2500 by asha@example.com, 2 bids. The reserve is not met yet.')).toBeTruthy();
  });

  it('When a late bid moved the end since the form opened, then the line says when it ends now', async () => {
    const opened = productFixture({ status: 'open', winner: 'asha@example.com', bidCount: 2, price: 2500, endtime: '2099-01-01T12:00:00.000Z' });
    const { rerender } = render(
      <MemoryRouter>
        <UpdateProductForm product={opened} />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    expect(screen.getByText(/^Current bid: Rs\. 2500 by asha@example\.com, 2 bids\.$/)).toBeTruthy();
    rerender(
      <MemoryRouter>
        <UpdateProductForm product={{ ...opened, bidCount: 3, price: 2600, endtime: '2099-01-01T12:02:00.000Z' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Current bid: Rs\. 2600 by asha@example\.com, 3 bids\. It now ends .+\.$/)).toBeTruthy();
  });

  it('When it has no bids yet, then there is no such line', async () => {
    editing(productFixture({ status: 'open', winner: '', bidCount: 0, price: 1000, endtime: inTwoDays() }));
    await screen.findByRole('option', { name: 'Antiques' });
    expect(screen.queryByText(/^Current bid/)).toBeNull();
  });

  it('When it ended without bids, then its end stays editable, to reopen it', async () => {
    editing(productFixture({ status: 'closed', winner: '', bidCount: 0, endtime: new Date(Date.now() - 60_000).toISOString() }));
    await screen.findByRole('option', { name: 'Antiques' });
    expect(screen.getByText('This auction has ended without bids. An end in the future reopens it.')).toBeTruthy();
    expect((screen.getByLabelText('End date and time') as HTMLInputElement).readOnly).toBe(false);
  });
});

describe('Two admins editing one lot', () => {
  const shownToasts = () => renderHook(() => useToaster()).result.current.toasts.filter((shown) => shown.visible).map((shown) => `${String(shown.message)} (${shown.duration} ms)`);
  const opened = () => productFixture({ _id: 'p1', name: 'Brass Telescope', description: 'As found.', bidCount: 0, price: 1000, endtime: inTwoDays() });

  it('When the other renamed it while this one renamed it too, then nothing is sent and the toast says so; UPDATE PRODUCT again saves this name over theirs', async () => {
    const lot = opened();
    const { updates } = editing(lot, { ...lot, name: 'Brass Telescope, 1890s' });
    await screen.findByRole('option', { name: 'Antiques' });
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Naval Telescope');
    await sendUpdate();
    // vi.waitFor: each poll renders a hook, which would wake testing-library's waitFor again at once.
    await vi.waitFor(() =>
      expect(shownToasts()).toContain(
        'Another admin changed the name of this lot while you were editing it. Your changes are still in the form: UPDATE PRODUCT again saves them over theirs. (10000 ms)',
      ),
    );
    expect(updates()).toHaveLength(0);

    await sendUpdate();
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect((updates()[0]!.data as FormData).get('name')).toBe('Naval Telescope');
    toast.remove();
  });

  it('When the other changed a field this one left alone, then the update goes at once and keeps their change', async () => {
    const lot = opened();
    const { updates } = editing(lot, { ...lot, name: 'Brass Telescope, 1890s' });
    await screen.findByRole('option', { name: 'Antiques' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), ' With its case.');
    await sendUpdate();
    await waitFor(() => expect(updates()).toHaveLength(1));
    const sent = updates()[0]!.data as FormData;
    expect([sent.get('name'), sent.get('description')]).toEqual(['Brass Telescope, 1890s', 'As found. With its case.']);
  });
});
