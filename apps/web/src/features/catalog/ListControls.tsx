import type { StatusFilter } from '@bidhub/contracts';
import { useId } from 'react';
import type { ListOptions, ListSort } from './list-options';

const SORT_LABELS: Record<ListSort, string> = {
  'best-match': 'Best match',
  'ending-soon': 'Ending soonest',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'most-bids': 'Most bids',
};

const STATUS_LABELS: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Ended' },
  { value: 'all', label: 'All' },
];

/**
 * Price bands as the spec's filter offers them; the value is 'min-max' with either side left open.
 * Each ends a paisa below the next one's start, so a price of Rs. 999.50 is in a band.
 */
const PRICE_BANDS = [
  { value: '', label: 'Any price' },
  { value: '0-999.99', label: 'Under Rs. 1,000' },
  { value: '1000-4999.99', label: 'Rs. 1,000 to 4,999' },
  { value: '5000-19999.99', label: 'Rs. 5,000 to 19,999' },
  { value: '20000-', label: 'Rs. 20,000 and more' },
];

const bandOf = ({ minPrice, maxPrice }: ListOptions<ListSort>) => (minPrice === undefined && maxPrice === undefined ? '' : `${minPrice ?? ''}-${maxPrice ?? ''}`);
const bound = (text: string | undefined) => (text ? Number(text) : undefined);

/** Open, Ended or All as one segmented radio group: arrow keys move between them, as radios do. */
function StatusChoice({ value, onChange }: { value: StatusFilter; onChange: (status: StatusFilter) => void }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="Auctions to show" className="segmented">
      {STATUS_LABELS.map((status) => (
        <label key={status.value} className={status.value === value ? 'segmented__item segmented__item--checked' : 'segmented__item'}>
          <input type="radio" className="visually-hidden" name={name} value={status.value} checked={status.value === value} onChange={() => onChange(status.value)} />
          {status.label}
        </label>
      ))}
    </div>
  );
}

interface ListControlsProps<Sort extends ListSort> {
  options: ListOptions<Sort>;
  onChange: (changes: Partial<ListOptions<Sort>>) => void;
  /** The sorts this list offers, in the select's order. */
  sorts: readonly Sort[];
}

/** The status filter, the sort select and the price filter above a list of cards; native selects. */
export function ListControls<Sort extends ListSort>({ options, onChange, sorts }: ListControlsProps<Sort>) {
  const band = bandOf(options);
  const bands = PRICE_BANDS.some((known) => known.value === band) ? PRICE_BANDS : [...PRICE_BANDS, { value: band, label: `Rs. ${band}` }];
  return (
    <div className="list-controls">
      <StatusChoice value={options.status} onChange={(status) => onChange({ status })} />
      <select name="sort" aria-label="Sort by" className="field list-controls__sort" value={options.sort} onChange={(event) => onChange({ sort: event.target.value as Sort })}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <select
        name="price"
        aria-label="Price"
        className="field list-controls__price"
        value={band}
        onChange={(event) => {
          const [min, max] = event.target.value.split('-');
          onChange({ minPrice: bound(min), maxPrice: bound(max) });
        }}
      >
        {bands.map((known) => (
          <option key={known.value} value={known.value}>
            {known.label}
          </option>
        ))}
      </select>
    </div>
  );
}
