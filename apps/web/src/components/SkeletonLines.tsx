/** Grey lines where text is still on its way; hidden from screen readers, which hear the page's own status. */
export function SkeletonLines({ count }: { count: number }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton-line" />
      ))}
    </div>
  );
}
