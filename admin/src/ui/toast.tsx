import { useCallback, useEffect, useRef } from 'react';
import { Notification, useCloseNotification, useNotify, useTranslate } from 'react-admin';
import { Box, Button, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { translateError, type ErrorContext, type ToastMessage } from '../errors/translateError';

/** An optional button on the toast; pressing it runs `onClick` and closes the toast. */
export type ToastAction = { label: string; onClick: () => void };
export type Toast = { title: string; description?: string; variant?: ToastMessage['variant']; duration?: number; action?: ToastAction };

const SWIPE_THRESHOLD_PX = 50;
/** The key that moves keyboard focus to the toasts, as screen-reader users expect from "Notifications (F8)". */
export const TOAST_HOTKEY = 'F8';
/** How long a toast stays, unless its caller says otherwise. */
export const TOAST_DURATION_MS = 5_000;

/** Toast content: title, description, optional action, a close button; Escape or a 50 px swipe dismisses it too. */
function ToastBody({
  title,
  description,
  variant,
  action,
}: {
  title: string;
  description?: string;
  variant: ToastMessage['variant'];
  action?: ToastAction;
}) {
  const close = useCloseNotification();
  const translate = useTranslate();
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
        <Typography fontWeight={700} fontSize="0.95rem">
          {title}
        </Typography>
        {description ? <Typography fontSize="0.875rem">{description}</Typography> : null}
      </Box>
      {action ? (
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          data-testid="toast-action"
          sx={{ alignSelf: 'center', flexShrink: 0, borderColor: 'rgba(255,255,255,0.7)' }}
          onClick={() => {
            action.onClick();
            close();
          }}
        >
          {action.label}
        </Button>
      ) : null}
      <IconButton size="small" color="inherit" aria-label={translate('ra.action.close')} onClick={close} sx={{ mt: -0.5, mr: -1 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * Where toasts appear: a focusable region that F8 focuses from anywhere in the back office, so keyboard users
 * reach a toast's action and close buttons with Tab. Passed to <Admin notification>.
 */
export function ToastViewport() {
  const ref = useRef<HTMLElement>(null);
  const translate = useTranslate();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== TOAST_HOTKEY) return;
      e.preventDefault();
      ref.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Box
      component="section"
      ref={ref}
      tabIndex={-1}
      aria-label={translate('shop.shell.toasts', { key: TOAST_HOTKEY })}
      data-testid="toast-viewport"
      sx={{ outline: 'none', '&:focus [data-testid="toast"]': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 } }}
    >
      <Notification />
    </Box>
  );
}

/** Toasts with a title, a description and an optional action; destructive ones are react-admin errors. */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    ({ title, description, variant = 'default', duration = TOAST_DURATION_MS, action }: Toast) =>
      notify(<ToastBody title={title} description={description} variant={variant} action={action} />, {
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
