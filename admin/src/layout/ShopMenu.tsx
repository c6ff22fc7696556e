import { Menu, useGetIdentity, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { Avatar, Box, Divider, Typography } from '@mui/material';
import { hasAllPermissions, type Role } from '@shop/common';
import { SCREENS, type Screen } from '../access/screens';
import { MENU_ICONS } from './menuIcons';
import { adminPath } from '../paths';
import { NewOrdersBadge } from '../orders/NewOrdersBadge';
import { StallMenuItem } from '../stall/StallMenuItem';

type PermissionsMap = Partial<Record<string, boolean>> | null | undefined;

/** The sidebar's entries for a user: the screens with an entry whose flags the user holds (none without a map). */
export function menuScreens(permissions: PermissionsMap): (Screen & Required<Pick<Screen, 'menu'>>)[] {
  return SCREENS.filter((s): s is Screen & Required<Pick<Screen, 'menu'>> => !!s.menu && hasAllPermissions(permissions, s.flags));
}

function UserCard() {
  const { identity } = useGetIdentity();
  const [open] = useSidebarState();
  const translate = useTranslate();
  if (!identity) return null;
  const name = String(identity.fullName ?? '');
  const role = identity.role as Role | undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: open ? 2 : 1, py: 2 }} data-testid="sidebar-user">
      <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontWeight: 700 }}>{name.charAt(0).toUpperCase() || '?'}</Avatar>
      {open ? (
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap fontWeight={600} data-product-data>
            {name}
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary">
            {role ? translate(`shop.shell.roles.${role}`, { _: role }) : ''}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

export function ShopMenu() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  return (
    <Menu>
      <UserCard />
      <Divider sx={{ mb: 1 }} />
      {menuScreens(permissions).map(({ path, menu }) => {
        const Icon = MENU_ICONS[path];
        const label = translate(menu.label);
        const text = path === '/orders' ? <NewOrdersBadge>{label}</NewOrdersBadge> : label;
        return <Menu.Item key={path} to={adminPath(path)} primaryText={text} leftIcon={Icon ? <Icon /> : undefined} />;
      })}
      {/* the stall is outside react-admin's screens: its entry is the stall's own (issue 42) */}
      <StallMenuItem />
    </Menu>
  );
}
