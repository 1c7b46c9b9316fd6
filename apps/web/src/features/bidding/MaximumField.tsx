import { AmountInput } from '../../components/AmountInput';
import { FormField } from '../../components/FormField';
import { amountTypo } from '../../lib/amount';
import type { Product } from '@bidhub/contracts';
import { bidStep, MAXIMUM_EXPLAINED } from './bid-fields';

interface MaximumFieldProps {
  id: string;
  /** Its minimum next bid is the lowest useful maximum; its increment, the arrow keys' step. */
  product: Pick<Product, 'minNextBid' | 'price'>;
  value: string;
  /** What the maximum as typed will be refused for (bid-fields.ts), said until a refusal takes its place. */
  warning: string | undefined;
  error: string | undefined;
  onChange: (text: string) => void;
}

/** 'Bid up to (maximum)', the optional proxy bid, as both bid forms ask for it. */
export function MaximumField({ id, product, value, warning, error, onChange }: MaximumFieldProps) {
  return (
    <FormField id={id} label="Bid up to (maximum)" error={error} warning={error ? undefined : (amountTypo(value) ?? warning)} hint={MAXIMUM_EXPLAINED}>
      {/* min: an arrow key on the empty field starts at the lowest useful maximum, not at Rs. 1. */}
      {(control) => <AmountInput {...control} name="maxBid" min={product.minNextBid} step={bidStep(product)} value={value} onValueChange={onChange} />}
    </FormField>
  );
}
