import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDismissOutside } from '../components/use-dismiss';

/**
 * The phone's Menu button and the nav it opens under the header. It opens for the page it was opened
 * on (following a link closes it); a tap outside both closes it, and so does Escape, back to the button.
 */
export function usePhoneMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string>();
  const open = openAt === location.key;
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const areas = useMemo(() => [button, nav], []);
  const close = useCallback(() => setOpenAt(undefined), []);
  useDismissOutside(areas, open, close);

  const toggle = () => setOpenAt(open ? undefined : location.key);
  // A menu inside the nav (Categories) takes its own Escape first and marks it handled.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    close();
    button.current?.focus();
  };
  return { open, toggle, button, nav, onKeyDown };
}
