import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_LIMITS } from '@shop/common';

/**
 * List filters mirrored in the URL query, updated by replacing the history entry. Booleans are written
 * as true/false; values equal to their default are still written when the spec lists them.
 */
type Widen<T> = { [K in keyof T]: T[K] extends boolean ? boolean : string };

export function useUrlFilters<D extends Record<string, string | boolean>>(defaults: D) {
  type T = Widen<D>;
  const [params, setParams] = useSearchParams();
  const read = (): T => {
    const out = { ...defaults } as Record<string, string | boolean>;
    for (const [k, d] of Object.entries(defaults)) {
      const raw = params.get(k);
      if (raw === null) continue;
      out[k] = typeof d === 'boolean' ? raw === 'true' : raw;
    }
    return out as T;
  };
  const values = read();
  const set = useCallback(
    (patch: Partial<T>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === '' || v === undefined) next.delete(k);
            else next.set(k, String(v));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [values, set] as const;
}

/** A text box value that reaches its consumer 300 ms after the last keystroke. */
export function useDebouncedText(initial: string, onSettled: (value: string) => void, delay: number = SEARCH_LIMITS.debounceMs) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    if (text === initial) return;
    const t = setTimeout(() => onSettled(text), delay);
    return () => clearTimeout(t);
    // onSettled is recreated per render; the timer only cares about text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, delay]);
  // Follow outside changes (Clear Filters, back button).
  useEffect(() => setText(initial), [initial]);
  return [text, setText] as const;
}
