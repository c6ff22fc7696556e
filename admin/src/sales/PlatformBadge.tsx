import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Platform } from '@shop/common';
import { PLATFORM_COLORS } from './platformColors';

export function PlatformBadge({ platform }: { platform: Platform }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`shop.sales.platforms.${platform}`, { _: platform })}
      sx={{ bgcolor: PLATFORM_COLORS[platform] ?? '#757575', color: '#fff', fontWeight: 600 }}
    />
  );
}
