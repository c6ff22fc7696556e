import { useQuery } from '@tanstack/react-query';
import { productsCalls } from '../products/productsApi';

/** The sale forms' products (shared with the product picker through the query cache). */
export function usePickerProducts() {
  return useQuery({ queryKey: ['pickerProducts'], queryFn: () => productsCalls.listProductsForPicker() });
}
