import { useId, useState } from 'react';
import { AdminDialog } from './AdminDialog';

interface ConfirmDialogProps {
  title: string;
  description: string;
  /** Resolves once the server has answered; the dialog shows a spinner until then, then closes. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** What the going-ahead button says. */
  confirmLabel?: string;
}

/** 'Are you sure?' before what cannot be undone: Cancel (or Escape) changes nothing, the other button goes ahead. */
export function ConfirmDialog({ title, description, onConfirm, onClose, confirmLabel = 'Delete' }: ConfirmDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const descriptionId = useId();
  const confirm = async () => {
    if (confirming) return;
    setConfirming(true);
    try {
      await onConfirm();
    } finally {
      setConfirming(false);
      onClose();
    }
  };

  return (
    // Focus starts on Cancel: the description is read with the title, or the warning went unheard.
    <AdminDialog title={title} onClose={onClose} describedBy={descriptionId}>
      <p id={descriptionId}>{description}</p>
      <div className="admin-dialog__actions">
        <button type="button" className="btn" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button type="button" className="btn btn--danger" aria-busy={confirming || undefined} onClick={() => void confirm()}>
          {confirming && <span className="spinner spinner--small" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </AdminDialog>
  );
}
