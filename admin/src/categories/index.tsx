import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { guarded } from '../auth/Guard';

const CategoryList = lazy(() => import('./CategoryList'));
const CategoryCreate = lazy(() => import('./CategoryCreate'));
const CategoryEdit = lazy(() => import('./CategoryEdit'));

export default {
  list: guarded('categories', 'list', CategoryList),
  create: guarded('categories', 'create', CategoryCreate),
  edit: guarded('categories', 'edit', CategoryEdit),
  icon: CategoryIcon,
};
