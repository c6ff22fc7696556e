import { addRefreshAuthToDataProvider, withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { authProvider } from '../auth';
import { dataProvider as base, type ShopDataProvider } from './dataProvider';

/**
 * The provider the app uses: lifecycle callbacks trim what forms send, and every call first refreshes
 * the tokens if the 14-hour timer was missed (the tab slept).
 */
const withCallbacks = withLifecycleCallbacks(base as unknown as DataProvider, [
  {
    resource: 'categories',
    beforeSave: async (data: Record<string, unknown>) => ({
      ...data,
      name: typeof data.name === 'string' ? data.name.trim() : data.name,
      description: typeof data.description === 'string' ? data.description.trim() || null : data.description,
    }),
  },
  {
    resource: 'products',
    beforeSave: async (data: Record<string, unknown>) => ({
      ...data,
      name: typeof data.name === 'string' ? data.name.trim() : data.name,
      brand: typeof data.brand === 'string' ? data.brand.trim() : data.brand,
    }),
  },
]) as unknown as ShopDataProvider;

export const dataProvider = addRefreshAuthToDataProvider(withCallbacks, () => authProvider.refreshIfDue());
export type { ShopDataProvider };
