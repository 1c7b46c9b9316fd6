import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { useTopModal } from '../components/top-modal';
import { useMediaQuery } from '../lib/use-media-query';

/** A burst of bid replies must not bury the page; beyond this many the oldest toasts go. */
const MAX_VISIBLE_TOASTS = 20;
/** Below this width the header's menu and the bell's list open across the top of the screen. */
const PHONE = '(max-width: 599px)';

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
  const phone = useMediaQuery(PHONE);
  // A name without spaces (a long category or username) wraps inside the toast rather than past its edge.
  const options = { style: { overflowWrap: 'anywhere' as const }, success: { duration: 2000 }, error: { duration: 4000 } };
  // Below the header (64 px), so a toast never hides its search box or links; on a phone at the
  // bottom, where it does not cover the open menu or the bell's list of notices either.
  const place = phone ? ({ position: 'bottom-center', containerStyle: { bottom: 16 } } as const) : ({ position: 'top-center', containerStyle: { top: 72 } } as const);
  const toaster = <Toaster {...place} containerClassName="toasts" toastOptions={options} />;
  // Outside an open modal dialog a toast would be dimmed and, the page being inert, not read out.
  return modal ? createPortal(toaster, modal) : toaster;
}
