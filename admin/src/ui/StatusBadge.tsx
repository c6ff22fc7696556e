import { Chip } from '@mui/material';

/** A status badge that toggles when clicked: list rows flip featured or visibility in place. */
export function StatusBadge({
  on,
  onLabel,
  offLabel,
  onClick,
  color = 'success',
}: {
  on: boolean;
  onLabel: string;
  offLabel: string;
  onClick?: () => void;
  color?: 'success' | 'warning' | 'primary';
}) {
  return (
    <Chip
      size="small"
      label={on ? onLabel : offLabel}
      color={on ? color : 'default'}
      variant={on ? 'filled' : 'outlined'}
      onClick={onClick}
      clickable={!!onClick}
    />
  );
}
