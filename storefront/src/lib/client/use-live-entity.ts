import { useEffect, useState } from 'react';
import { idFromPath } from './live-id';

export type LiveState<T> = { status: 'loading' } | { status: 'ok'; value: T } | { status: 'missing' } | { status: 'error' };

/**
 * Loads the product or category named in the URL for the live fallback pages. 'missing' only when the API says the
 * record is not there (null answer or hidden); a network failure is 'error', which `retry` tries again.
 */
export function useLiveEntity<T>(
  section: 'products' | 'category',
  fetchOne: (id: string, signal: AbortSignal) => Promise<T | null>,
  isVisible: (value: T) => boolean = () => true,
): { state: LiveState<T>; retry: () => void } {
  const [state, setState] = useState<LiveState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const id = idFromPath(location.pathname, section);
    if (!id) {
      setState({ status: 'missing' });
      return;
    }
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    fetchOne(id, ctrl.signal)
      .then((value) => setState(value && isVisible(value) ? { status: 'ok', value } : { status: 'missing' }))
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') setState({ status: 'error' });
      });
    return () => ctrl.abort();
    // fetchOne and isVisible are module-level functions; only a retry reloads
  }, [attempt, section]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
