import { AmountInput } from '../../../components/AmountInput';
import { FormField } from '../../../components/FormField';
import type { ProductFormErrors } from './product-form-rules';
import type { ProductFormValues } from './product-form-values';

/** Once bidders have bid, the price is the current bid and the reserve the one they bid against. */
export interface LockedByBids {
  price: string;
  reserve: string;
  buyNow: string;
}

interface ProductPriceFieldsProps {
  id: string;
  values: ProductFormValues;
  errors: ProductFormErrors;
  onChange: (field: 'price' | 'reservePrice' | 'buyNowPrice', text: string) => void;
  /** An update sends a cleared reserve as none; a new product simply has none. */
  updating: boolean;
  lockedByBids?: LockedByBids | undefined;
}

const RESERVE_HINT = 'No sale below this amount; bidders see only whether it is met.';

/** The minimum bid, and the optional reserve and Buy It Now prices, in rupees. */
export function ProductPriceFields({ id, values, errors, onChange, updating, lockedByBids }: ProductPriceFieldsProps) {
  return (
    <>
      <FormField id={`${id}-price`} label="Minimum bid" error={errors.price} hint={lockedByBids?.price}>
        {(control) => (
          <AmountInput
            {...control}
            name="price"
            step="any"
            placeholder="Enter the minimum bid"
            disabled={lockedByBids !== undefined}
            value={values.price}
            onChange={(event) => onChange('price', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-reserve`}
        label="Reserve price (optional)"
        error={errors.reservePrice}
        hint={lockedByBids?.reserve ?? (updating ? `${RESERVE_HINT} Cleared, the lot has no reserve.` : RESERVE_HINT)}
      >
        {(control) => (
          <AmountInput
            {...control}
            name="reservePrice"
            step="any"
            placeholder="No reserve"
            disabled={lockedByBids !== undefined}
            value={values.reservePrice ?? ''}
            onChange={(event) => onChange('reservePrice', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-buy-now`}
        label="Buy It Now price (optional)"
        error={errors.buyNowPrice}
        hint={lockedByBids?.buyNow ?? 'Anyone may buy at this price until the first bid; it must be above the minimum bid.'}
      >
        {(control) => (
          <AmountInput
            {...control}
            name="buyNowPrice"
            step="any"
            placeholder="No Buy It Now"
            disabled={lockedByBids !== undefined}
            value={values.buyNowPrice ?? ''}
            onChange={(event) => onChange('buyNowPrice', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
