import { Chip } from '@mui/material';
import { PLATFORM_LABELS, type Platform } from '@shop/common';
import { PLATFORM_COLORS } from './platformColors';

export function PlatformBadge({ platform }: { platform: Platform }) {
  return (
    <Chip
      size="small"
      label={PLATFORM_LABELS[platform] ?? platform}
      sx={{ bgcolor: PLATFORM_COLORS[platform] ?? '#757575', color: '#fff', fontWeight: 600 }}
    />
  );
}
