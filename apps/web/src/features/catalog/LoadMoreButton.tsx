import { DataError } from '../../components/DataError';

/** Shown only while fewer products are loaded than the server counts. */
function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className="load-more">
      {/* Not disabled while loading, so the keyboard's focus stays on it; a second press waits instead. */}
      <button type="button" className="btn btn--primary" aria-busy={loading} onClick={() => !loading && onClick()}>
        {loading && <span className="spinner spinner--small" aria-hidden="true" />}
        {loading ? 'Loading ...' : 'Load more'}
      </button>
    </div>
  );
}

interface ListEndProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Why the next page failed, when it did: said here, where Load more was pressed. */
  moreError: string | undefined;
  onRetry: () => void;
}

/** The end of a paged list: Load more, or, when the next page failed, that failure with Try again and the focus. */
export function ListEnd({ hasMore, loading, onLoadMore, moreError, onRetry }: ListEndProps) {
  if (moreError) return <DataError title="More products could not be loaded" message={moreError} onRetry={onRetry} takeFocus />;
  return hasMore ? <LoadMoreButton loading={loading} onClick={onLoadMore} /> : null;
}
