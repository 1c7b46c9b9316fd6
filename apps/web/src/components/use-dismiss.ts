import { type RefObject, useEffect } from 'react';

type Area = RefObject<HTMLElement | null>;

/** Closes an open popup when the pointer goes down outside its area (or all its areas), as a dropdown does. */
export function useDismissOutside(area: Area | readonly Area[], open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const areas = Array.isArray(area) ? area : [area as Area];
    const onPointerDown = (event: PointerEvent) => {
      if (!areas.some((each) => each.current?.contains(event.target as Node))) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [area, open, close]);
}
