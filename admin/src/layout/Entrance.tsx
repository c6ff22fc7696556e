import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';

/** How long a screen's entrance takes; each screen plays it once per visit of the back office. */
export const ENTRANCE_MS = 800;

/** When each screen first entered in this visit of the back office. */
const enteredAt = new Map<string, number>();

/**
 * Fades and lifts a screen in the first time it is opened, never again when staff come back to it (the lists are
 * opened over and over; moving every time would only slow them). Nothing moves for prefers-reduced-motion.
 */
export function Entrance({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The layout may mount a screen more than once while it loads (its code, the staff member's permissions): a mount
  // within the first entrance's 800 ms continues that entrance rather than counting as coming back.
  const [first] = useState(() => {
    const now = performance.now();
    const entered = enteredAt.get(pathname);
    if (entered === undefined) enteredAt.set(pathname, now);
    return entered === undefined || now - entered < ENTRANCE_MS;
  });
  return (
    <Box
      data-entrance={first ? 'first' : 'again'}
      sx={{
        minWidth: 0,
        ...(first && {
          animation: `shop-entrance ${ENTRANCE_MS}ms ease-out both`,
          '@keyframes shop-entrance': { from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
      }}
    >
      {children}
    </Box>
  );
}
