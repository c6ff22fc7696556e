import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { guardedResource } from '../auth/Guard';

export default guardedResource(
  'categories',
  { list: lazy(() => import('./CategoryList')), create: lazy(() => import('./CategoryCreate')), edit: lazy(() => import('./CategoryEdit')) },
  CategoryIcon,
);
