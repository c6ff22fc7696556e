import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { Settings } from '../api/types';

export const SETTINGS_KEY = ['settings'];

/** The stored settings, shared by the Settings screen and the dashboard's setup checklist (one cache entry). */
export function useSettings() {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await dataProvider.getOne('settings', { id: 'settings' })).data as unknown as Settings,
    staleTime: 5 * 60_000,
    retry: (n, e) => n < 2 && (e as { status?: number }).status !== 401,
  });
}
