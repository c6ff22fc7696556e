import { lazy } from 'react';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { guarded } from '../auth/Guard';

const SaleList = lazy(() => import('./SaleList'));
const SaleCreate = lazy(() => import('./SaleCreate'));
const SaleEdit = lazy(() => import('./SaleEdit'));

export default {
  list: guarded('sales', 'list', SaleList),
  create: guarded('sales', 'create', SaleCreate),
  edit: guarded('sales', 'edit', SaleEdit),
  icon: PointOfSaleIcon,
};
