/**
 * A failed load said inline, where the data would have been, with a way to ask again. `takeFocus`:
 * it replaces the control that had the focus (Load more), so its Try again takes it.
 */
export function DataError({ title, message, onRetry, takeFocus = false }: { title: string; message: string; onRetry: () => void; takeFocus?: boolean }) {
  return (
    <div role="alert" className="alert alert--error page-alert data-error">
      <div className="data-error__text">
        <strong className="data-error__title">{title}</strong>
        <p className="data-error__message">{message}</p>
      </div>
      <button type="button" className="btn btn--small" onClick={onRetry} autoFocus={takeFocus}>
        Try again
      </button>
    </div>
  );
}
