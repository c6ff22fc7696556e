import type { ReactElement } from 'react';
import { Menu, useGetIdentity, usePermissions, useSidebarState } from 'react-admin';
import { Avatar, Box, Divider, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import CategoryIcon from '@mui/icons-material/Category';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import RateReviewIcon from '@mui/icons-material/RateReview';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import SettingsIcon from '@mui/icons-material/Settings';
import GroupIcon from '@mui/icons-material/Group';
import { hasPermission, SHELL_TEXTS, type Permission, type Role } from '@shop/common';
import { adminPath } from '../paths';

interface Entry {
  to: string;
  label: string;
  icon: ReactElement;
  flag: Permission;
}

/** storefront.md §2 sidebar: each entry only with its flag (Dashboard/Settings: dashboardAccess; Categories/Products: productCreate; Sales: salesView). */
export const MENU_ENTRIES: Entry[] = [
  { to: '/', label: SHELL_TEXTS.menu.dashboard, icon: <DashboardIcon />, flag: 'dashboardAccess' },
  { to: '/categories', label: SHELL_TEXTS.menu.categories, icon: <CategoryIcon />, flag: 'productCreate' },
  { to: '/products', label: SHELL_TEXTS.menu.products, icon: <CheckroomIcon />, flag: 'productCreate' },
  { to: '/sales', label: SHELL_TEXTS.menu.sales, icon: <PointOfSaleIcon />, flag: 'salesView' },
  { to: '/reviews', label: SHELL_TEXTS.menu.reviews, icon: <RateReviewIcon />, flag: 'reviewApprove' },
  { to: '/inquiries', label: SHELL_TEXTS.menu.inquiries, icon: <QuestionAnswerIcon />, flag: 'inquiryView' },
  { to: '/settings', label: SHELL_TEXTS.menu.settings, icon: <SettingsIcon />, flag: 'dashboardAccess' },
  { to: '/staff', label: SHELL_TEXTS.menu.staff, icon: <GroupIcon />, flag: 'userManage' },
];

function UserCard() {
  const { identity } = useGetIdentity();
  const [open] = useSidebarState();
  if (!identity) return null;
  const name = String(identity.fullName ?? '');
  const role = identity.role as Role | undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: open ? 2 : 1, py: 2 }} data-testid="sidebar-user">
      <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontWeight: 700 }}>{name.charAt(0).toUpperCase() || '?'}</Avatar>
      {open ? (
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap fontWeight={600}>{name}</Typography>
          <Typography noWrap variant="body2" color="text.secondary">
            {role ? SHELL_TEXTS.roleLabels[role] ?? role : ''}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

export function ShopMenu() {
  const { permissions } = usePermissions();
  return (
    <Menu>
      <UserCard />
      <Divider sx={{ mb: 1 }} />
      {MENU_ENTRIES.filter((e) => hasPermission(permissions, e.flag)).map((e) => (
        <Menu.Item key={e.to} to={adminPath(e.to)} primaryText={e.label} leftIcon={e.icon} />
      ))}
    </Menu>
  );
}
