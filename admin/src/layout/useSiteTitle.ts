import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_TITLE } from '../texts';
import { settingsCalls } from '../settings/settingsApi';

/** The business name from the public business settings, used in tab titles. */
export function useSiteTitle(): string {
  const { data } = useQuery({
    queryKey: ['businessSettings'],
    queryFn: () => settingsCalls.businessSettings(),
    staleTime: 10 * 60_000,
  });
  return data?.businessName || DEFAULT_SITE_TITLE;
}
