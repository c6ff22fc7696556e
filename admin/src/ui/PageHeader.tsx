import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/** Title, optional subtitle and actions; actions wrap under the title on phones. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, '& > *': { m: '0 !important' } }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Page body with comfortable padding on phones and laptops. */
export function Page({ children }: { children: ReactNode }) {
  return <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1400, mx: 'auto', width: '100%' }}>{children}</Box>;
}
