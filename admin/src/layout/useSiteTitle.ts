import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DEFAULT_SITE_TITLE } from '../texts';
import type { ShopDataProvider } from '../dataProvider';

/** The business name from the public business settings, used in tab titles. */
export function useSiteTitle(): string {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data } = useQuery({
    queryKey: ['businessSettings'],
    queryFn: () => dataProvider.businessSettings(),
    staleTime: 10 * 60_000,
  });
  return data?.businessName || DEFAULT_SITE_TITLE;
}
