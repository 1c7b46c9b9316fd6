import { type ReactNode, useId } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog';

interface AdminDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The id of the text a screen reader reads after the title (a warning, say), when there is one. */
  describedBy?: string;
}

/** An admin screen's modal dialog (see useModalDialog): a title, a Close button, its content. */
export function AdminDialog({ title, onClose, children, describedBy }: AdminDialogProps) {
  const { ref, onCancel } = useModalDialog(onClose);
  const titleId = useId();

  return (
    <dialog ref={ref} className="admin-dialog" aria-labelledby={titleId} aria-describedby={describedBy} onCancel={onCancel}>
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
