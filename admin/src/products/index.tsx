import { lazy } from 'react';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { guardedResource } from '../auth/Guard';

export default guardedResource(
  'products',
  { list: lazy(() => import('./ProductList')), create: lazy(() => import('./ProductCreate')), edit: lazy(() => import('./ProductEdit')) },
  CheckroomIcon,
);
