import { AMOUNT_FORMAT } from '../../../lib/amount';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteArrival } from '../../../lib/server-clock';
import { productFixture } from '../../../test/product-fixture';
import { endTimeAmbiguity, endTimeProblem, localInputValue } from './end-time-rules';
import { productFormErrors, refusedProductField } from './product-form-rules';
import { changedByAnotherAdmin, emptyProductForm, productFormValuesOf, toProductFormData, withLatestUntouched } from './product-form-values';

const NOW = new Date(2030, 0, 15, 10, 30);

describe('the end time field', () => {
  it('shows a moment on the local clock, in the datetime-local format', () => {
    expect(localInputValue(new Date(2030, 0, 5, 9, 7, 42))).toBe('2030-01-05T09:07');
  });

  it('asks for an end, and on create for one still to come', () => {
    expect(endTimeProblem('', true, NOW)).toBe('Choose when the auction ends');
    expect(endTimeProblem('2030-01-15T10:30', true, NOW)).toBe('Choose a moment in the future');
    expect(endTimeProblem('2030-01-15T10:31', true, NOW)).toBeUndefined();
    // An update may end an auction early.
    expect(endTimeProblem('2020-01-01T00:00', false, NOW)).toBeUndefined();
  });
});

describe('the end time field against the clocks', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    vi.useRealTimers();
  });

  it('When the device clock runs 5 minutes fast, then an end 3 minutes ahead on the server is still in the future', () => {
    const serverMoment = new Date(2030, 0, 15, 10, 30);
    vi.useFakeTimers({ now: serverMoment.getTime() + 5 * 60_000 });
    noteArrival(serverMoment.toISOString(), Date.now());
    expect(endTimeProblem('2030-01-15T10:33', true)).toBeUndefined();
    expect(endTimeProblem('2030-01-15T10:29', true)).toBe('Choose a moment in the future');
  });

  it('When the time chosen is one the clocks skip for daylight saving, then it is refused rather than saved as another hour', () => {
    process.env.TZ = 'America/Los_Angeles';
    const skipped = 'This time does not exist here: the clocks skip it for daylight saving. Choose another';
    expect(endTimeProblem('2031-03-09T02:30', true, NOW)).toBe(skipped);
    expect(endTimeProblem('2031-03-09T03:30', true, NOW)).toBeUndefined();
  });

  it('When the time chosen happens twice as the clocks go back, then the field says the first is meant, with its offset; other times say nothing', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(endTimeAmbiguity('2031-10-26T02:30')).toBe('This time happens twice here, as the clocks go back: the auction ends at the first, UTC+2.');
    expect(endTimeAmbiguity('2031-10-26T03:30')).toBeUndefined();
    expect(endTimeAmbiguity('2031-07-01T02:30')).toBeUndefined();
    expect(endTimeAmbiguity('')).toBeUndefined();
    process.env.TZ = 'Australia/Lord_Howe';
    expect(endTimeAmbiguity('2031-04-06T01:45')).toMatch(/^This time happens twice here, as the clocks go back: the auction ends at the first, UTC\+11\.$/);
  });
});

describe('productFormErrors', () => {
  it('names each missing field with its message', () => {
    expect(productFormErrors({ ...emptyProductForm, name: '  ' }, true, NOW)).toEqual({
      category: 'Select a category',
      name: 'Enter the product name',
      description: 'Enter a description',
      price: 'Enter the minimum bid',
      endtime: 'Choose when the auction ends',
    });
  });

  it('says the reserve and Buy It Now rules beside their fields, as the server words them', () => {
    const filled = { ...emptyProductForm, category: 'c1', name: 'Lot', description: 'A lot', price: '1000', endtime: '2030-03-01T08:00' };
    expect(productFormErrors({ ...filled, reservePrice: '0' }, true, NOW)).toEqual({ reservePrice: 'Reserve price must be greater than 0' });
    expect(productFormErrors({ ...filled, buyNowPrice: '-5' }, true, NOW)).toEqual({ buyNowPrice: 'Buy It Now price must be greater than 0' });
    expect(productFormErrors({ ...filled, buyNowPrice: '900' }, true, NOW)).toEqual({ buyNowPrice: 'Buy It Now price must be greater than the starting price' });
    expect(productFormErrors({ ...filled, reservePrice: '3000', buyNowPrice: '2000' }, true, NOW)).toEqual({ buyNowPrice: 'Buy It Now price must be at least the reserve price' });
    expect(productFormErrors({ ...filled, reservePrice: '', buyNowPrice: '1500' }, true, NOW)).toEqual({});
  });

  it('names an amount typed with a comma, a space or a currency beside its field, rather than sending what the browser made of it', () => {
    const filled = { ...emptyProductForm, category: 'c1', name: 'Lot', description: 'A lot', price: '1000', endtime: '2030-03-01T08:00' };
    expect(productFormErrors({ ...filled, price: '12,50' }, true, NOW)).toEqual({ price: AMOUNT_FORMAT });
    expect(productFormErrors({ ...filled, reservePrice: '1 000' }, true, NOW)).toEqual({ reservePrice: AMOUNT_FORMAT });
    expect(productFormErrors({ ...filled, buyNowPrice: 'Rs. 99,99' }, true, NOW)).toEqual({ buyNowPrice: AMOUNT_FORMAT });
  });

  it('says beside the name and the description when they are longer than the server takes, as the server words it', () => {
    const filled = { ...emptyProductForm, category: 'c1', name: 'Lot', description: 'A lot', price: '1000', endtime: '2030-03-01T08:00' };
    expect(productFormErrors({ ...filled, name: 'n'.repeat(121) }, true, NOW)).toEqual({ name: 'Name must be at most 120 characters' });
    expect(productFormErrors({ ...filled, description: 'd'.repeat(5001) }, true, NOW)).toEqual({ description: 'Description must be at most 5000 characters' });
    expect(productFormErrors({ ...filled, name: ` ${'n'.repeat(120)} ` }, true, NOW)).toEqual({});
  });

  it('refuses a file that is not an image, or an image the server would refuse, before sending it', () => {
    const refused = [new File(['text'], 'notes.txt', { type: 'text/plain' }), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' })];
    for (const photo of refused) expect(productFormErrors({ ...emptyProductForm, photo }, true, NOW).photo).toBe('Choose an image file (JPEG, PNG, WebP, GIF or AVIF)');
    const jpeg = new File(['x'], 'lot.jpg', { type: 'image/jpeg' });
    expect(productFormErrors({ ...emptyProductForm, photo: jpeg }, true, NOW).photo).toBeUndefined();
  });
});

describe('toProductFormData', () => {
  it('sends the stored end to the second while the field still shows it, and a new one as an ISO instant', () => {
    const product = productFixture({ endtime: '2030-02-01T12:34:56.789Z' });
    const values = productFormValuesOf(product);
    expect(toProductFormData(values).get('endtime')).toBe('2030-02-01T12:34:56.789Z');
    const moved = { ...values, endtime: '2030-03-01T08:00' };
    expect(toProductFormData(moved).get('endtime')).toBe(new Date(2030, 2, 1, 8, 0).toISOString());
  });

  it('leaves out an optional price nobody knew nor typed, and sends a cleared one as empty', () => {
    const values = { ...emptyProductForm, price: '1500', endtime: '2030-03-01T08:00', buyNowPrice: '' };
    const body = toProductFormData(values);
    expect(body.has('reservePrice')).toBe(false);
    expect(body.get('buyNowPrice')).toBe('');
    expect(body.get('price')).toBe('1500');
  });

  it("sends amounts typed in another script's digits as the digits the server reads", () => {
    const values = { ...emptyProductForm, price: '٣٤', endtime: '2030-03-01T08:00', reservePrice: '۱۲۳', buyNowPrice: '１５０' };
    const body = toProductFormData(values);
    expect([body.get('price'), body.get('reservePrice'), body.get('buyNowPrice')]).toEqual(['34', '123', '150']);
  });
});

describe('withLatestUntouched: an update sent while bids go on', () => {
  const loaded = productFixture({ name: 'Brass Lamp', description: 'Warm light', price: 1000, bidCount: 0, endtime: '2030-01-15T10:30:00.000Z' });
  // Meanwhile a first bid fixed the price and a late one extended the end.
  const latest = { ...loaded, price: 1500, bidCount: 2, endtime: '2030-01-15T10:32:00.000Z' };

  it('sends the fields the admin did not touch as the product is now, so no bid extension is cut', () => {
    const body = toProductFormData({ ...productFormValuesOf(loaded), description: 'Warm light, brass shade' });
    const sent = withLatestUntouched(body, loaded, latest);
    expect(sent.get('description')).toBe('Warm light, brass shade');
    expect(sent.get('endtime')).toBe('2030-01-15T10:32:00.000Z');
    expect(sent.get('price')).toBe('1500');
    expect(sent.get('name')).toBe('Brass Lamp');
  });

  it('keeps what the admin changed, an end time too', () => {
    const values = { ...productFormValuesOf(loaded), endtime: localInputValue(new Date('2030-02-01T12:00:00.000Z')) };
    const sent = withLatestUntouched(toProductFormData(values), loaded, latest);
    expect(sent.get('endtime')).toBe('2030-02-01T12:00:00.000Z');
  });
});

describe("refusedProductField: where the server's refusal of a product is shown", () => {
  it.each([
    ['Photo must be an image (JPEG, PNG, WebP, GIF or AVIF)', 'photo'],
    ['Photo must be at most 40 megapixels', 'photo'],
    ['Price must be greater than 0', 'price'],
    ['Price cannot be changed once the product has bids', 'price'],
    ['Reserve price cannot be changed once the product has bids', 'reservePrice'],
    ['Buy It Now price must be greater than the starting price', 'buyNowPrice'],
    ['Endtime must be a valid date', 'endtime'],
    ['Category not found', 'category'],
  ])('"%s" stands beside %s', (message, field) => {
    expect(refusedProductField(message)).toBe(field);
  });

  it('leaves a refusal about the product as a whole to the toast', () => {
    expect(refusedProductField('Product not found')).toBeUndefined();
    expect(refusedProductField('Admin access required')).toBeUndefined();
  });
});

describe('changedByAnotherAdmin', () => {
  const opened = productFixture({ _id: 'p1', name: 'Brass Telescope', price: 1000, bidCount: 0, endtime: '2030-02-01T10:00:00.000Z', buyNowPrice: 3000, photoVersion: 'v1' });
  /** The update this admin sends: the form as opened, with `changes` typed in. */
  const sent = (changes: Record<string, string | File>) => {
    const body = toProductFormData(productFormValuesOf(opened));
    for (const [field, value] of Object.entries(changes)) body.set(field, value);
    return body;
  };

  it('When both admins changed the minimum bid, the end, Buy It Now or the photo, and no bid came between, then each is named', () => {
    const theirs = { ...opened, price: 1200, endtime: '2030-02-03T10:00:00.000Z', buyNowPrice: 3500, photoVersion: 'v2' };
    const mine = sent({ price: '1100', endtime: '2030-02-02T10:00:00.000Z', buyNowPrice: '4000', photo: new File(['x'], 'new.png', { type: 'image/png' }) });
    expect(changedByAnotherAdmin(mine, opened, opened, theirs)).toEqual(['minimum bid', 'end', 'Buy It Now price', 'photo']);
  });

  it('When a bid moved the price, the end and Buy It Now, then they are no clash', () => {
    const afterABid = { ...opened, price: 1000, bidCount: 1, endtime: '2030-02-01T10:02:00.000Z', buyNowPrice: null };
    expect(changedByAnotherAdmin(sent({ endtime: '2030-02-02T10:00:00.000Z', buyNowPrice: '4000' }), opened, opened, afterABid)).toEqual([]);
  });

  it('When the other admin changed only what this one left alone, or the same value, then there is no clash', () => {
    const theirs = { ...opened, name: 'Naval Telescope', endtime: '2030-02-03T10:00:00.000Z' };
    expect(changedByAnotherAdmin(sent({ description: 'With its case.' }), opened, opened, theirs)).toEqual([]);
    expect(changedByAnotherAdmin(sent({ name: 'Naval Telescope' }), opened, opened, theirs)).toEqual([]);
  });
});
