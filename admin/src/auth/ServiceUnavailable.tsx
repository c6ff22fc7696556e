import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { plainTranslate as t, useShopLocale } from '../i18n/plain';

export const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * Shown instead of the back office while the API cannot answer (its database is down): the session is kept, and the
 * check runs again every few seconds or when asked.
 */
export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  // shown on the sign-in page too (outside react-admin): the light translator, re-rendered on a switch
  useShopLocale();
  const [left, setLeft] = useState(UNAVAILABLE_RETRY_SECONDS);
  useEffect(() => {
    if (left > 0) {
      const tick = setTimeout(() => setLeft(left - 1), 1000);
      return () => clearTimeout(tick);
    }
    onRetry();
    setLeft(UNAVAILABLE_RETRY_SECONDS);
  }, [left, onRetry]);
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="warning"
        data-testid="service-unavailable"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('shop.shell.unavailable.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('shop.feedback.status.503.title')}</AlertTitle>
        {t('shop.feedback.status.503.fallback')} {t('shop.shell.unavailable.retrying', { seconds: left })}
      </Alert>
    </Box>
  );
}
