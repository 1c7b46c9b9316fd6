import { formatPrice } from '../lib/format';

/** A price inside running text: 'Rs.' never ends a line with its number on the next (a 360 px phone). */
export function Price({ value }: { value: number }) {
  return <span className="price">{formatPrice(value)}</span>;
}
