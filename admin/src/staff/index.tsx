import { lazy } from 'react';
import GroupIcon from '@mui/icons-material/Group';
import { guarded } from '../auth/Guard';

const StaffPage = lazy(() => import('./StaffPage'));

export default { list: guarded('users', 'list', StaffPage), icon: GroupIcon };
