import { lazy } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { guarded } from '../auth/Guard';

const Dashboard = lazy(() => import('./Dashboard'));

export default { list: guarded('dashboard', 'list', Dashboard), icon: DashboardIcon };
