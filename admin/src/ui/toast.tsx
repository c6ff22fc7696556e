import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { ADMIN_TOASTS } from '@shop/common';
import { translateError, type ErrorContext, type ToastMessage } from '../errors/translateError';

export type Toast = { title: string; description?: string; variant?: ToastMessage['variant']; duration?: number };

function ToastBody({ title, description }: { title: string; description?: string }) {
  return (
    <Box data-testid="toast">
      <Typography fontWeight={700} fontSize="0.95rem">{title}</Typography>
      {description ? <Typography fontSize="0.875rem">{description}</Typography> : null}
    </Box>
  );
}

/** Toasts with a title and a description (back-office.md §3); destructive ones are react-admin errors. */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    ({ title, description, variant = 'default', duration = ADMIN_TOASTS.toastDurationMs }: Toast) =>
      notify(<ToastBody title={title} description={description} />, {
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
