import { restDataProvider } from '../api/restDataProvider';
import { listCategories } from '../categories/categoriesApi';
import { listProducts } from '../products/productsApi';
import { listSales } from '../sales/salesApi';
import { getSettings, SETTINGS_ID, updateSettings } from '../settings/settingsApi';
import { staffResource } from '../staff/staffApi';

/**
 * The shop's react-admin data provider: the plain REST adapter, told what each resource does differently. Only the
 * app shell uses it; screens call their feature's own API module for anything beyond create/read/update/delete.
 */
export const dataProvider = restDataProvider({
  lists: { categories: listCategories, products: listProducts, sales: listSales },
  updateMethods: { users: staffResource.updateMethod },
  singletons: { [SETTINGS_ID]: { get: getSettings, update: updateSettings } },
});
