import { AmountInput } from '../../../components/AmountInput';
import { FormField } from '../../../components/FormField';
import type { ProductFormErrors } from './product-form-rules';
import type { ProductFormValues } from './product-form-values';

/** Once bidders have bid, the price is the current bid and the reserve the one they bid against. */
export interface LockedByBids {
  price: string;
  reserve: string;
  buyNow: string;
  /** Set once the auction has ended with bids: the server refuses to reopen it. */
  end?: string | undefined;
  /** Set once the auction has ended with bids: its bidders bid on its name, description, category and photo. */
  details?: string | undefined;
}

type PriceField = 'price' | 'reservePrice' | 'buyNowPrice';

interface ProductPriceFieldsProps {
  id: string;
  values: ProductFormValues;
  errors: ProductFormErrors;
  onChange: (field: PriceField, text: string) => void;
  /** An update sends a cleared reserve as none; a new product simply has none. */
  updating: boolean;
  lockedByBids?: LockedByBids | undefined;
}

const RESERVE_HINT = 'No sale below this amount; bidders see only whether it is met.';

interface PriceFieldProps {
  id: string;
  name: PriceField;
  label: string;
  placeholder: string;
  hint: string | undefined;
  error: string | undefined;
  value: string | undefined;
  /** Closed once bidders have bid: the server keeps what they bid against. */
  locked: boolean;
  onChange: (field: PriceField, text: string) => void;
}

/** One amount in rupees, with its label, hint and error. */
function PriceInput({ id, name, label, placeholder, hint, error, value, locked, onChange }: PriceFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <AmountInput
          {...control}
          name={name}
          placeholder={placeholder}
          disabled={locked}
          value={value ?? ''}
          onValueChange={(text) => onChange(name, text)}
        />
      )}
    </FormField>
  );
}

/** The minimum bid, and the optional reserve and Buy It Now prices, in rupees. */
export function ProductPriceFields({ id, values, errors, onChange, updating, lockedByBids }: ProductPriceFieldsProps) {
  const shared = { locked: lockedByBids !== undefined, onChange };
  return (
    <>
      <PriceInput {...shared} id={`${id}-price`} name="price" label="Minimum bid" placeholder="Enter the minimum bid" hint={lockedByBids?.price} error={errors.price} value={values.price} />
      <PriceInput
        {...shared}
        id={`${id}-reserve`}
        name="reservePrice"
        label="Reserve price (optional)"
        placeholder="No reserve"
        hint={lockedByBids?.reserve ?? (updating ? `${RESERVE_HINT} Cleared, the lot has no reserve.` : RESERVE_HINT)}
        error={errors.reservePrice}
        value={values.reservePrice}
      />
      <PriceInput
        {...shared}
        id={`${id}-buy-now`}
        name="buyNowPrice"
        label="Buy It Now price (optional)"
        placeholder="No Buy It Now"
        hint={lockedByBids?.buyNow ?? 'Anyone may buy at this price until the first bid; it must be above the minimum bid and at least the reserve price.'}
        error={errors.buyNowPrice}
        value={values.buyNowPrice}
      />
    </>
  );
}
