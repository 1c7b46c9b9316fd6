/**
 * A failed load said where the auction would have been, with a way to ask again. The shared
 * DataError is built on antd, which this first-load screen does not download.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert--error load-failed" role="alert">
      <div>
        <strong>This auction could not be loaded</strong>
        <div>{message}</div>
      </div>
      <button type="button" className="btn btn--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
