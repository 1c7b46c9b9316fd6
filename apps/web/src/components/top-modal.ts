import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open now, the last on top. A modal dialog makes the rest of the page inert and
 * dims it, so whatever must stay seen and read out while one is open (the toasts) goes inside it.
 */
const open: HTMLElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function modalOpened(dialog: HTMLElement): void {
  open.push(dialog);
  changed();
}

export function modalClosed(dialog: HTMLElement): void {
  const at = open.lastIndexOf(dialog);
  if (at >= 0) open.splice(at, 1);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topModal = () => open.at(-1) ?? null;

/** The modal dialog on top, or null while none is open. */
export const useTopModal = () => useSyncExternalStore(subscribe, topModal, () => null);
