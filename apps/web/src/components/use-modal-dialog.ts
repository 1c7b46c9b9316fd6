import { type SyntheticEvent, useLayoutEffect, useRef } from 'react';
import { modalClosed, modalOpened } from './top-modal';

/** How long after the dialog closes its opener may still go with what it deleted (a list re-rendered late). */
const OPENER_WATCH_MS = 2000;

/**
 * Focus back on the opener, or on the main region when the opener went with what the dialog deleted:
 * already, or a moment later, when the list's new data renders after the dialog has closed.
 */
function returnFocus(opener: Element | null) {
  const focusMain = () => document.querySelector<HTMLElement>('main')?.focus();
  if (!(opener instanceof HTMLElement) || !opener.isConnected) return focusMain();
  opener.focus();
  const watch = new MutationObserver(() => {
    if (opener.isConnected) return;
    watch.disconnect();
    if (document.activeElement === null || document.activeElement === document.body) focusMain();
  });
  watch.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), OPENER_WATCH_MS);
}

/**
 * A native modal <dialog>, open while it is rendered: the browser keeps focus inside it, sends
 * Escape to its cancel event (here: `onClose`) and makes the page inert. It opens on the control
 * marked data-autofocus (React's autoFocus fires before the dialog is open, so it cannot), and when
 * it goes, focus goes back to the control that opened it, or, if that went with what the dialog
 * deleted, to the page's main region rather than nowhere.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect: its cleanup closes the dialog while it is still in the page, so the page is no
  // longer inert when the opener takes the focus back.
  useLayoutEffect(() => {
    const element = ref.current;
    const opener = document.activeElement;
    if (!element) return;
    element.showModal();
    modalOpened(element);
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      modalClosed(element);
      element.close();
      returnFocus(opener);
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  return { ref, onCancel };
}
