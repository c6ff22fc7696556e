import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme, type TypographyProps } from '@mui/material';

/** One label and value of a details card: the label above the value on a phone, in a column of its own from sm up. */
export function DetailRow({
  label,
  children,
  labelVariant,
  valueSx,
}: {
  label: string;
  children: ReactNode;
  labelVariant?: TypographyProps['variant'];
  valueSx?: SxProps<Theme>;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant={labelVariant} color="text.secondary" fontWeight={600}>
        {label}
      </Typography>
      <Box sx={valueSx}>{children}</Box>
    </Box>
  );
}
