import { Menu, usePermissions, useTranslate } from 'react-admin';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { hasPermission } from '@shop/common';
import { adminPath } from '../paths';

/**
 * The sidebar's way into the stall, for staff with the stallSell flag. The stall is not a react-admin screen (it runs
 * outside <Admin> so that it opens offline), so it has no row in the screen-access table: this entry stands apart.
 */
export function StallMenuItem() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  if (!hasPermission(permissions, 'stallSell')) return null;
  return <Menu.Item to={adminPath('/stall')} primaryText={translate('shop.stall.menu')} leftIcon={<StorefrontIcon />} />;
}
