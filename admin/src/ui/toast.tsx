import { useCallback, useEffect } from 'react';
import { useCloseNotification, useNotify } from 'react-admin';
import { Box, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { ADMIN_TOASTS } from '@shop/common';
import { translateError, type ErrorContext, type ToastMessage } from '../errors/translateError';

export type Toast = { title: string; description?: string; variant?: ToastMessage['variant']; duration?: number };

const SWIPE_THRESHOLD_PX = 50;

/** Toast content: title, description, a close button; Escape or a 50 px swipe dismisses it too (back-office.md §4, §9). */
function ToastBody({ title, description, variant }: { title: string; description?: string; variant: ToastMessage['variant'] }) {
  const close = useCloseNotification();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);
  let startX: number | null = null;
  return (
    <Box
      data-testid="toast"
      role={variant === 'destructive' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        touchAction: 'pan-y',
        // react-admin renders element messages without its own SnackbarContent, so the toast paints itself.
        bgcolor: variant === 'destructive' ? 'error.main' : 'secondary.main',
        color: '#fff',
        borderRadius: 2,
        boxShadow: 6,
        px: 2,
        py: 1.5,
        minWidth: { xs: 'calc(100vw - 32px)', sm: 320 },
        maxWidth: 560,
      }}
      onTouchStart={(e) => {
        startX = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const endX = e.changedTouches[0]?.clientX;
        if (startX !== null && endX !== undefined && Math.abs(endX - startX) >= SWIPE_THRESHOLD_PX) close();
        startX = null;
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography fontWeight={700} fontSize="0.95rem">{title}</Typography>
        {description ? <Typography fontSize="0.875rem">{description}</Typography> : null}
      </Box>
      <IconButton size="small" color="inherit" aria-label="Close" onClick={close} sx={{ mt: -0.5, mr: -1 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Toasts with a title and a description (back-office.md §3); destructive ones are react-admin errors. */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    ({ title, description, variant = 'default', duration = ADMIN_TOASTS.toastDurationMs }: Toast) =>
      notify(<ToastBody title={title} description={description} variant={variant} />, {
        type: variant === 'destructive' ? 'error' : 'success',
        autoHideDuration: duration,
      }),
    [notify],
  );
}

/** Every failure toast goes through the one translator. */
export function useErrorToast() {
  const toast = useToast();
  return useCallback((error: unknown, ctx: ErrorContext) => toast(translateError(error, ctx)), [toast]);
}
