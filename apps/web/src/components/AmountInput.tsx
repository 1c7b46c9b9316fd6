import './amount-input.css';
import type { KeyboardEvent } from 'react';
import { parseAmount } from '../lib/amount';
import type { FieldControlProps } from './FormField';

interface AmountInputProps extends FieldControlProps {
  name: string;
  value: string;
  onValueChange: (text: string) => void;
  /** What the arrow keys add or take away; none: they step by one rupee. */
  step?: number | undefined;
  /** Where an arrow key on the empty field starts, and the lowest it steps down to. */
  min?: number | undefined;
  placeholder?: string;
  disabled?: boolean;
}

/** The amount an arrow key moves to, rounded to paise; undefined for any other key. */
function stepped(key: string, text: string, step: number, min: number | undefined): number | undefined {
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return undefined;
  const amount = parseAmount(text);
  if (amount === undefined) return min ?? step;
  const next = key === 'ArrowUp' ? amount + step : Math.max(amount - step, min ?? 0);
  return Math.round(next * 100) / 100;
}

/**
 * A rupee amount behind an 'Rs.' prefix. A text field read by lib/amount.ts, not `type=number`,
 * whose browser-side parsing dropped a decimal comma unseen; still a spin button with the arrow
 * keys a number field has, and the decimal keypad on phones. No mouse-wheel stepping: a bidder
 * scrolling the page must not change the bid unseen.
 */
export function AmountInput({ value, onValueChange, step = 1, min, ...input }: AmountInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = stepped(event.key, value, step, min);
    if (next === undefined) return;
    event.preventDefault();
    onValueChange(String(next));
  };
  return (
    <div className={`amount-input${input['aria-invalid'] ? ' amount-input--invalid' : ''}`}>
      <span className="amount-input__prefix" aria-hidden="true">
        Rs.
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        role="spinbutton"
        aria-valuenow={parseAmount(value)}
        aria-valuemin={min}
        className="amount-input__control"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={onKeyDown}
        {...input}
      />
    </div>
  );
}
