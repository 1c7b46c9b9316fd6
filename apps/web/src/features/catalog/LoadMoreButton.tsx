/** Shown only while fewer products are loaded than the server counts. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
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
