import { Box, CircularProgress, Typography } from '@mui/material';

/** Centered spinner with an optional text, for whole pages and panels. */
export function Spinner({ label, fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullPage ? '100vh' : undefined,
      }}
    >
      <CircularProgress size={32} />
      {label ? <Typography color="text.secondary">{label}</Typography> : null}
    </Box>
  );
}
