import { lazy } from 'react';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { guarded } from '../auth/Guard';

const ProductList = lazy(() => import('./ProductList'));
const ProductCreate = lazy(() => import('./ProductCreate'));
const ProductEdit = lazy(() => import('./ProductEdit'));

export default {
  list: guarded('products', 'list', ProductList),
  create: guarded('products', 'create', ProductCreate),
  edit: guarded('products', 'edit', ProductEdit),
  icon: CheckroomIcon,
};
