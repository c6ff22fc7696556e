import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { ERROR_CATALOGUE } from '@shop/common';

export const UNAVAILABLE_RETRY_SECONDS = 5;
const TEXTS = {
  retry: 'Try again',
  retrying: (s: number) => `You are still signed in. Trying again in ${s} s.`,
} as const;

/**
 * Shown instead of the back office while the API cannot answer (its database is down): the session is kept, and the
 * check runs again every few seconds or when asked.
 */
export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
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
            {TEXTS.retry}
          </Button>
        }
      >
        <AlertTitle>{ERROR_CATALOGUE[503].title}</AlertTitle>
        {ERROR_CATALOGUE[503].fallback} {TEXTS.retrying(left)}
      </Alert>
    </Box>
  );
}
