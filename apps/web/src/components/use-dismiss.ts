import { type RefObject, useEffect } from 'react';

/** Closes an open popup when the pointer goes down outside `area`, as a dropdown does. */
export function useDismissOutside(area: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [area, open, close]);
}
