import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './api-client';

const answered = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, undefined, { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } });

describe('errorMessage', () => {
  it("When the server answered with a message, then that message", () => {
    expect(errorMessage(answered(409, { success: false, message: 'Category already exists' }))).toBe('Category already exists');
    // The field name the API puts first is for clients: a person reads the field's label.
    expect(errorMessage(answered(400, { success: false, message: 'maxBid: Maximum bid must be at least the bid amount' }))).toBe('Maximum bid must be at least the bid amount');
    expect(errorMessage(answered(400, { success: false, message: 'email: Username is required' }))).toBe('Username is required');
  });

  it("When the server answered without one, then the form's own words for a failure", () => {
    expect(errorMessage(answered(500, '<html>'), 'Something went wrong in input form')).toBe('Something went wrong in input form');
  });

  it("When no reply came at all, then the spec's words for a failure and that BidHub could not be reached", () => {
    expect(errorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('Something went wrong (BidHub cannot be reached: please check your connection)');
    expect(errorMessage(new AxiosError('Network Error', 'ERR_NETWORK'), 'Something went wrong in getting category')).toMatch(/^Something went wrong in getting category \(/);
  });
});
