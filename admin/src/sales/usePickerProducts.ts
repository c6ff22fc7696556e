import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ShopDataProvider } from '../dataProvider';

/** The sale forms' products (shared with the product picker through the query cache). */
export function usePickerProducts() {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({ queryKey: ['pickerProducts'], queryFn: () => dataProvider.listProductsForPicker() });
}
