import { lazy } from 'react';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { guardedResource } from '../auth/Guard';

export default guardedResource(
  'sales',
  { list: lazy(() => import('./SaleList')), create: lazy(() => import('./SaleCreate')), edit: lazy(() => import('./SaleEdit')) },
  PointOfSaleIcon,
);
