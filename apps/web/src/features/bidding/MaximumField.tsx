import { AmountInput } from '../../components/AmountInput';
import { FormField } from '../../components/FormField';
import { MAXIMUM_EXPLAINED, maximumWarning, parseAmount } from './bid-fields';

interface MaximumFieldProps {
  id: string;
  /** The lowest useful maximum: the minimum next bid. */
  minimum: number;
  value: string;
  /** The bid amount as typed beside it, which the maximum must not be below ('' for a leader, whose raise goes with the current price). */
  bid: string;
  error: string | undefined;
  onChange: (text: string) => void;
}

/** 'Bid up to (maximum)', the optional proxy bid, as both bid forms ask for it. */
export function MaximumField({ id, minimum, value, bid, error, onChange }: MaximumFieldProps) {
  const warning = error ? undefined : maximumWarning(parseAmount(value), parseAmount(bid));
  return (
    <FormField id={id} label="Bid up to (maximum)" error={error} warning={warning} hint={MAXIMUM_EXPLAINED}>
      {/* min: an arrow key on the empty field starts at the lowest useful maximum, not at Rs. 1. */}
      {(control) => <AmountInput {...control} name="maxBid" min={minimum} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}
