import './amount-input.css';
import type { InputHTMLAttributes } from 'react';

/**
 * A rupee amount: a number input behind an 'Rs.' prefix. No `min` on it: the browser would raise
 * a typed amount on the arrow keys, and the server's refusal names the exact minimum anyway.
 * A focused number input steps its value under the mouse wheel: a bidder scrolling the page would
 * change the bid unseen, so the wheel takes the focus away and scrolls the page instead.
 */
export function AmountInput({ className, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <div className={`amount-input${input['aria-invalid'] ? ' amount-input--invalid' : ''}`}>
      <span className="amount-input__prefix" aria-hidden="true">
        Rs.
      </span>
      <input type="number" inputMode="decimal" className={`amount-input__control ${className ?? ''}`} onWheel={(event) => event.currentTarget.blur()} {...input} />
    </div>
  );
}
