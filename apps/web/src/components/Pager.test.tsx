import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from './Pager';

function ThreePages() {
  const [page, setPage] = useState(0);
  return <Pager label="Your bids pages" page={page} pages={3} onPage={setPage} previousText="Previous" nextText="Next" />;
}

describe('Pager', () => {
  it('When the keyboard reaches the last page, then the focus stays on Next, which says it goes no further and does nothing', async () => {
    render(<ThreePages />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBeNull();
  });
});
