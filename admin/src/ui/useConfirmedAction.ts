import { useState } from 'react';
import type { ErrorContext } from '../errors/translateError';
import { useErrorToast, useToast } from './toast';

/**
 * A row action behind a confirm dialog: `ask(row)` opens it, `run` does the call while the dialog shows it busy,
 * toasts the success or the failure, reloads the list and closes the dialog either way.
 */
export function useConfirmedAction<T>(reload: () => Promise<unknown>) {
  const toast = useToast();
  const errorToast = useErrorToast();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: (row: T) => Promise<unknown>, success: string, failure: ErrorContext) => {
    if (!target) return;
    setBusy(true);
    try {
      await call(target);
      toast({ title: success });
      await reload();
    } catch (e) {
      errorToast(e, failure);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return { target, busy, ask: setTarget, cancel: () => setTarget(null), run };
}
