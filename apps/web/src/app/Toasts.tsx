import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { useTopModal } from '../components/top-modal';

/** A burst of bid replies must not bury the page; beyond this many the oldest toasts go. */
const MAX_VISIBLE_TOASTS = 20;

export function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest toast first.
    toasts
      .filter((shown) => shown.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((oldest) => toast.dismiss(oldest.id));
  }, [toasts]);
  const modal = useTopModal();
  // Below the header (64 px), so a toast never hides its search box or links.
  // A name without spaces (a long category or username) wraps inside the toast rather than past its edge.
  const options = { style: { overflowWrap: 'anywhere' as const }, success: { duration: 2000 }, error: { duration: 4000 } };
  const toaster = <Toaster position="top-center" containerStyle={{ top: 72 }} toastOptions={options} />;
  // Outside an open modal dialog a toast would be dimmed and, the page being inert, not read out.
  return modal ? createPortal(toaster, modal) : toaster;
}
