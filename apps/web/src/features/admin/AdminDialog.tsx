import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

interface AdminDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog>, open while it is rendered: the browser keeps focus inside it, sends
 * Escape to its cancel event and makes the page inert. It opens on the control marked
 * data-autofocus (React's autoFocus fires before the dialog is open, so it cannot), and when it
 * goes, focus goes back to the control that opened it.
 */
export function AdminDialog({ title, onClose, children }: AdminDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // A layout effect: its cleanup closes the dialog while it is still in the page, so the page is no
  // longer inert when the opener takes the focus back.
  useLayoutEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    element?.showModal();
    element?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="admin-dialog__header">
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        <button type="button" className="btn btn--link admin-dialog__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
