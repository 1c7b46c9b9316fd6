import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useDismissOutside } from './use-dismiss';

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * The state and keys of a menu button (WAI-ARIA menu button pattern): opening focuses the first entry,
 * arrows, Home and End move between entries, Escape closes back to the button, Tab closes and moves on.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissOutside(area, open, close);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusAt(at + 1),
      ArrowUp: () => focusAt(at - 1),
      Home: () => focusAt(0),
      End: () => focusAt(-1),
      Escape: closeToButton,
    };
    if (event.key === 'Tab') return setOpen(false);
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return { open, setOpen, area, button, menu, closeToButton, onMenuKeyDown };
}
