import { Link } from 'react-router-dom';
import { Chip } from '@mui/material';
import { adminPath } from '../paths';

/** The chat order a sale was recorded from, as a link to the order's screen; nothing for a sale typed in. */
export function OrderLink({ code }: { code: string | null | undefined }) {
  if (!code) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      component={Link}
      to={adminPath(`/orders/${code}`)}
      clickable
      label={code}
      data-testid="sale-order-link"
      sx={{ fontFamily: 'monospace' }}
    />
  );
}
