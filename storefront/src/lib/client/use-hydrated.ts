import { useEffect, useState } from 'react';

/** False during server rendering and the hydration pass, true after: for values only the browser knows (the cart). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
