interface OlderNoticesButtonProps {
  loading: boolean;
  error: string | undefined;
  /** The last page has been read: the button stays, saying so, rather than vanish with the focus on it. */
  exhausted: boolean;
  /** Older notices listed so far, told to screen readers as each page arrives. */
  olderShown: number;
  onClick(): void;
}

/** Reads the next page of older notices into the panel; a failure is said beside it, to try again. */
export function OlderNoticesButton({ loading, error, exhausted, olderShown, onClick }: OlderNoticesButtonProps) {
  const label = exhausted ? 'No older notifications' : loading ? 'Loading older notifications…' : 'Show older notifications';
  return (
    <>
      {error !== undefined && <p role="alert" className="alert alert--error">{`Older notifications could not be loaded: ${error}`}</p>}
      <p className="visually-hidden" aria-live="polite">
        {olderShown > 0 && `${olderShown} older ${olderShown === 1 ? 'notification' : 'notifications'} listed`}
      </p>
      <button
        type="button"
        className="btn btn--block notification-list__older"
        aria-busy={loading || undefined}
        aria-disabled={exhausted || undefined}
        onClick={() => !loading && !exhausted && onClick()}
      >
        {label}
      </button>
    </>
  );
}
