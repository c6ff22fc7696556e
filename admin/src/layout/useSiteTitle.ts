import { useQuery } from '@tanstack/react-query';
import { plainTranslate } from '../i18n/plain';
import { settingsCalls } from '../settings/settingsApi';

/** The business name from the public business settings, used in tab titles. */
export function useSiteTitle(): string {
  const { data } = useQuery({
    queryKey: ['businessSettings'],
    queryFn: () => settingsCalls.businessSettings(),
    staleTime: 10 * 60_000,
  });
  return data?.businessName || plainTranslate('shop.shell.siteTitle');
}
