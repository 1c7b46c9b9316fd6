import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from './Toasts';

describe('Toasts', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('When a message holds a word longer than the toast is wide, then it wraps inside the toast', async () => {
    // The toaster asks whether motion is reduced; jsdom has no media queries.
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
    render(<Toasts />);
    const name = 'Antique-Furniture-Clocks-And-Household-Objects-From-Bengal';
    act(() => void toast.success(`${name} is deleted`));
    const message = await screen.findByText(`${name} is deleted`);
    expect(getComputedStyle(message.closest('[role="status"]')!.parentElement!).overflowWrap).toBe('anywhere');
  });

  it.each([
    [false, 'top'],
    [true, 'bottom'],
  ])('When the screen is a phone (%s), then toasts show at the %s, clear of the menu and the bell list that open from the header', async (phone, edge) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width'), addEventListener: () => {}, removeEventListener: () => {} }));
    render(<Toasts />);
    act(() => void toast('You have been outbid'));
    const bar = (await screen.findByText('You have been outbid')).closest('[role="status"]')!.parentElement!;
    expect(bar.parentElement!.style[edge as 'top' | 'bottom']).toBe('0px');
  });
});
