import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountInput } from './AmountInput';

function Field({ initial = '', step, min }: { initial?: string; step?: number; min?: number }) {
  const [value, setValue] = useState(initial);
  return <AmountInput id="amount" aria-label="Amount" name="amount" value={value} onValueChange={setValue} step={step} min={min} />;
}
const field = () => screen.getByRole('spinbutton', { name: 'Amount' }) as HTMLInputElement;

describe('AmountInput', () => {
  it('keeps what was typed, a decimal comma included, for the form to name: the browser does not drop it unseen', async () => {
    render(<Field />);
    await userEvent.type(field(), '12,50');
    expect(field().value).toBe('12,50');
  });

  it('steps by its step on the arrow keys, as a number field does, and never below its minimum', async () => {
    render(<Field initial="1000" step={50} min={950} />);
    await userEvent.type(field(), '{ArrowUp}{ArrowUp}');
    expect(field().value).toBe('1100');
    await userEvent.type(field(), '{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field().value).toBe('950');
    expect(field().getAttribute('aria-valuenow')).toBe('950');
  });
});
