import { lazy } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import { guarded } from '../auth/Guard';

const SettingsPage = lazy(() => import('./SettingsPage'));

export default { list: guarded('settings', 'list', SettingsPage), icon: SettingsIcon };
