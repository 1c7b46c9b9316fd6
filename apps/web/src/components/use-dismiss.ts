import { type RefObject, useEffect } from 'react';

type Area = RefObject<HTMLElement | null>;

/**
 * Closes an open popup when the pointer goes down outside its area (or all its areas), as a dropdown
 * does, and when the keyboard's focus moves outside them: Tab past the end of an open menu used to
 * leave it open over the page, covering the controls that took the focus.
 */
export function useDismissOutside(area: Area | readonly Area[], open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const areas = Array.isArray(area) ? area : [area as Area];
    const outside = (event: Event) => !areas.some((each) => each.current?.contains(event.target as Node));
    const onOutside = (event: Event) => {
      if (outside(event)) close();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [area, open, close]);
}
