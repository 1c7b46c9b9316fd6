import { type SyntheticEvent, useLayoutEffect, useRef } from 'react';
import { modalClosed, modalOpened } from './top-modal';

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
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      else document.querySelector<HTMLElement>('main')?.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  return { ref, onCancel };
}
