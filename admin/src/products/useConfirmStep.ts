import { useCallback, useRef, useState } from 'react';

/** A confirmation dialog the submit handler can await: resolves true on confirm, false on cancel. */
export function useConfirmStep() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const answer = useCallback((ok: boolean) => {
    setOpen(false);
    resolver.current?.(ok);
    resolver.current = null;
  }, []);
  return { open, ask, confirm: () => answer(true), cancel: () => answer(false) };
}
