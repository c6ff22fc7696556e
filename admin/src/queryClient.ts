import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60_000;

/** Queries stay fresh 5 min, are kept 10 min, retried up to 3 times and never on 401. Other 4xx answers are final too. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  // A missing permission map will not appear by asking again: show the Authentication Error at once.
  if ((error as { name?: string } | null)?.name === 'PermissionsNotLoadedError') return false;
  const status = (error as { status?: number } | null)?.status;
  if (status === 401) return false;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 3;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: FIVE_MINUTES, gcTime: 2 * FIVE_MINUTES, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
