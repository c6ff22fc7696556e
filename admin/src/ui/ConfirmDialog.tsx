import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** Defaults to react-admin's Cancel. */
  cancelLabel?: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation step used before every state change the specs ask to confirm. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, danger, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} color="inherit">
          {cancelLabel ?? translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={pending} variant="contained" color={danger ? 'error' : 'primary'} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A confirmation held open by a yes/no state (`useState(false)`): cancelling closes it, confirming closes it and then
 * acts.
 */
export function AskDialog({
  ask: [open, setOpen],
  onConfirm,
  ...dialog
}: Omit<ConfirmDialogProps, 'open' | 'onClose'> & { ask: [boolean, (open: boolean) => void] }) {
  return (
    <ConfirmDialog
      {...dialog}
      open={open}
      onClose={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false);
        onConfirm();
      }}
    />
  );
}
