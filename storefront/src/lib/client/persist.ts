import { atom, type WritableAtom } from 'nanostores';

/**
 * A nanostores atom kept in localStorage under `key`, in the `{ state, version }` envelope the
 * original shop's stores used, and kept in step across tabs (and pages restored from the back/forward cache).
 */
export function persistentAtom<T>(
  key: string,
  initial: T,
  revive: (state: unknown) => T | null,
  toState: (value: T) => unknown = (value) => value,
): WritableAtom<T> {
  const store = atom<T>(initial);
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') return store;

  const read = (): T => {
    try {
      const raw = localStorage.getItem(key);
      if (!raw) return initial;
      const parsed = JSON.parse(raw) as { state?: unknown };
      return revive(parsed && typeof parsed === 'object' && 'state' in parsed ? parsed.state : parsed) ?? initial;
    } catch {
      return initial;
    }
  };
  let writing = false;
  store.set(read());
  store.listen((value) => {
    if (writing) return;
    try {
      localStorage.setItem(key, JSON.stringify({ state: toState(value), version: 0 }));
    } catch {
      /* storage full or disabled: keep the in-memory state */
    }
  });
  const reload = () => {
    writing = true;
    store.set(read());
    writing = false;
  };
  window.addEventListener('storage', (e) => {
    if (e.key === key || e.key === null) reload();
  });
  window.addEventListener('pageshow', (e) => {
    if ((e as PageTransitionEvent).persisted) reload();
  });
  return store;
}
