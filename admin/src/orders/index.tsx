import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { guarded } from '../auth/Guard';

/** The Orders screens: the list with its paste box, and one order (its "edit" row in the screen-access table). */
export default {
  list: guarded(
    'orders',
    'list',
    lazy(() => import('./OrderList')),
  ),
  show: guarded(
    'orders',
    'edit',
    lazy(() => import('./OrderShow')),
  ),
  icon: ReceiptLongIcon,
};
