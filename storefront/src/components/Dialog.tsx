import { useEffect, useRef, type ReactNode } from 'react';
import { setDialogOpen } from './native-dialog';

interface Props {
  open: boolean;
  onClose: () => void;
  className?: string;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/** A modal on the native <dialog> element: focus trap, Escape and the top layer come from the browser. */
export function Dialog({ open, onClose, className, labelledBy, describedBy, children, role }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (ref.current) setDialogOpen(ref.current, open);
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      role={role}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose(); // backdrop click
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

interface ConfirmProps {
  open: boolean;
  title: string;
  description: string;
  warning?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, description, warning, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmProps) {
  return (
    <Dialog open={open} onClose={onCancel} labelledBy="confirm-title" describedBy="confirm-text" role="alertdialog" className="confirm-dialog">
      <div className="dialog-inner">
        <h2 id="confirm-title" className="dialog-title">
          {title}
        </h2>
        <p id="confirm-text">{description}</p>
        {warning ? <p className="alert alert-warning">{warning}</p> : null}
        <div className="dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel} autoFocus>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
