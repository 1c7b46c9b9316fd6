import './amount-input.css';
import type { InputHTMLAttributes } from 'react';

/**
 * A rupee amount: a number input behind an 'Rs.' prefix. No `min` on it: the browser would raise
 * a typed amount on the arrow keys, and the server's refusal names the exact minimum anyway.
 */
export function AmountInput({ className, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <div className={`amount-input${input['aria-invalid'] ? ' amount-input--invalid' : ''}`}>
      <span className="amount-input__prefix" aria-hidden="true">
        Rs.
      </span>
      <input type="number" inputMode="decimal" className={`amount-input__control ${className ?? ''}`} {...input} />
    </div>
  );
}
