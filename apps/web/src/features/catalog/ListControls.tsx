import type { ProductSort, StatusFilter } from '@bidhub/contracts';
import { Segmented, Select } from 'antd';
import type { ListOptions } from './list-options';

const SORT_LABELS: Record<ProductSort, string> = {
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

/** Price bands as the spec's filter offers them; the value is 'min-max' with either side left open. */
const PRICE_BANDS = [
  { value: '', label: 'Any price' },
  { value: '0-999', label: 'Under Rs. 1,000' },
  { value: '1000-4999', label: 'Rs. 1,000 to 4,999' },
  { value: '5000-19999', label: 'Rs. 5,000 to 19,999' },
  { value: '20000-', label: 'Rs. 20,000 and more' },
];

const bandOf = ({ minPrice, maxPrice }: ListOptions) => (minPrice === undefined && maxPrice === undefined ? '' : `${minPrice ?? ''}-${maxPrice ?? ''}`);
const bound = (text: string | undefined) => (text ? Number(text) : undefined);

/** The sort select and the status and price filters above a list of cards. */
export function ListControls({ options, onChange }: { options: ListOptions; onChange: (changes: Partial<ListOptions>) => void }) {
  const band = bandOf(options);
  const bands = PRICE_BANDS.some((known) => known.value === band) ? PRICE_BANDS : [...PRICE_BANDS, { value: band, label: `Rs. ${band}` }];
  return (
    <div className="list-controls">
      <Segmented<StatusFilter> aria-label="Auctions to show" options={STATUS_LABELS} value={options.status} onChange={(status) => onChange({ status })} />
      <Select<ProductSort>
        aria-label="Sort by"
        className="list-controls__sort"
        // A handful of options: rendered as they are (role=option each) rather than through the virtual list.
        virtual={false}
        value={options.sort}
        onChange={(sort) => onChange({ sort })}
        options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value: value as ProductSort, label }))}
      />
      <Select<string>
        aria-label="Price"
        className="list-controls__price"
        virtual={false}
        value={band}
        onChange={(value) => {
          const [min, max] = value.split('-');
          onChange({ minPrice: bound(min), maxPrice: bound(max) });
        }}
        options={bands}
      />
    </div>
  );
}
