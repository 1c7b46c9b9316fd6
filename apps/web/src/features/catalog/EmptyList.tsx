import { emptyListMessage, isNarrowed, type ListOptions, type ListScope, type ListSort, WITHOUT_NARROWING } from './list-options';

interface EmptyListProps {
  scope: ListScope;
  options: ListOptions<ListSort>;
  onChange: (changes: Partial<Omit<ListOptions, 'sort'>>) => void;
}

/** An empty list says why, and when the status or price band emptied it, offers to show them all again. */
export function EmptyList({ scope, options, onChange }: EmptyListProps) {
  return (
    <div className="empty">
      <p>{emptyListMessage(scope, options)}</p>
      {isNarrowed(options) && (
        <button type="button" className="btn" onClick={() => onChange(WITHOUT_NARROWING)}>
          Show every status and price
        </button>
      )}
    </div>
  );
}
