import { useEffect, useState } from 'react';
import { Badge } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { ordersApi } from './ordersApi';

const REFRESH_MS = 60_000;

/** The count of New orders beside the Orders entry, read every minute; nothing while there are none or it cannot be read. */
export function NewOrdersBadge({ children }: { children: React.ReactNode }) {
  const [count, setCount] = useState(0);
  const [locale] = useLocaleState();
  useEffect(() => {
    let alive = true;
    const read = () =>
      ordersApi.countNew().then(
        (r) => alive && setCount(r.count),
        () => undefined,
      );
    void read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return (
    <Badge
      badgeContent={count}
      color="warning"
      max={99}
      data-testid="new-orders-count"
      sx={{
        '& .MuiBadge-badge': {
          // beside the word's end: right to left this side flips to the left but MUI's half-width shift still points
          // right (into the word), so the offset also covers the badge's 20 px
          right: locale === 'ar' ? -34 : -14,
          top: 10,
        },
      }}
    >
      {children}
    </Badge>
  );
}
