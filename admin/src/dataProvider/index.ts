import { addRefreshAuthToDataProvider, type DataProvider } from 'react-admin';
import { authProvider } from '../auth';
import { dataProvider as base, type ShopDataProvider } from './dataProvider';

/** Every call first refreshes the tokens if the 14-hour timer was missed (the tab slept). */
export const dataProvider = addRefreshAuthToDataProvider(base as unknown as DataProvider, () =>
  authProvider.refreshIfDue(),
) as unknown as ShopDataProvider;
export type { ShopDataProvider };
