interface DataErrorProps {
  title: string;
  message: string;
  /** Absent when asking again cannot help: then there is no Try again. */
  onRetry?: (() => void) | undefined;
  /** It replaces the control that had the focus (Load more), so its Try again takes it. */
  takeFocus?: boolean;
  /** It is all the page shows, so its title is the page's one h1 (a page without one fails axe). */
  wholePage?: boolean;
}

/** A failed load said inline, where the data would have been, with a way to ask again. */
export function DataError({ title, message, onRetry, takeFocus = false, wholePage = false }: DataErrorProps) {
  const Title = wholePage ? 'h1' : 'strong';
  return (
    <div role="alert" className="alert alert--error page-alert data-error">
      <div className="data-error__text">
        <Title className="data-error__title">{title}</Title>
        <p className="data-error__message">{message}</p>
      </div>
      {onRetry && (
        <button type="button" className="btn btn--small" onClick={onRetry} autoFocus={takeFocus}>
          Try again
        </button>
      )}
    </div>
  );
}
