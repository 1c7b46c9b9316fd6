/** A failed load said inline, where the data would have been, with a way to ask again. */
export function DataError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert--error page-alert data-error">
      <div className="data-error__text">
        <strong className="data-error__title">{title}</strong>
        <p className="data-error__message">{message}</p>
      </div>
      <button type="button" className="btn btn--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
