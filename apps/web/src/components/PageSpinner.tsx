/** A whole screen still on its way: one spinner where the page will be, named for screen readers. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-label={label}>
      <span className="spinner spinner--large" aria-hidden="true" />
    </div>
  );
}
