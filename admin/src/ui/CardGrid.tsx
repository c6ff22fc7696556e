import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import type { Breakpoint } from '@mui/material/styles';

/** A grid's column template from each screen width up. */
export type GridColumns = Partial<Record<Breakpoint, string>>;

const COLUMNS: GridColumns = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' };

/**
 * The grid view of a list screen: one card a row on phones, up to four on wide screens; a screen whose cards need
 * more room (a row of three buttons) names its own `columns`.
 */
export function CardGrid({ columns = COLUMNS, children }: { columns?: GridColumns; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>{children}</Box>;
}

interface MediaCardProps {
  image: string;
  alt: string;
  aspectRatio: string;
  /** The row's buttons, under the content. */
  actions: ReactNode;
  children: ReactNode;
  [attribute: `data-${string}`]: string | undefined;
}

/** One record in the grid view: its picture, what it says about the record, then its buttons. */
export function MediaCard({ image, alt, aspectRatio, actions, children, ...data }: MediaCardProps) {
  return (
    <Card {...data}>
      <CardMedia component="img" image={image} alt={alt} sx={{ aspectRatio, objectFit: 'cover' }} />
      <CardContent sx={{ pb: 1 }}>{children}</CardContent>
      <CardActions>{actions}</CardActions>
    </Card>
  );
}

interface RecordCardProps {
  /** The record's name, on one line beside the badge. */
  title: ReactNode;
  /** A second line under the name (an email, a date). */
  subtitle?: ReactNode;
  /** Its kind or state, at the end of the name's line. */
  badge: ReactNode;
  /** The record's buttons, under the content. */
  actions: ReactNode;
  /** What else the card says about the record, under the name. */
  children?: ReactNode;
  [attribute: `data-${string}`]: string | undefined;
}

/** One record without a picture as a card (a phone's row of a list): its name and badge, what it says, then its buttons. */
export function RecordCard({ title, subtitle, badge, actions, children, ...data }: RecordCardProps) {
  return (
    <Card {...data}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography fontWeight={600} noWrap>
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          {badge}
        </Stack>
        {children}
      </CardContent>
      <CardActions>{actions}</CardActions>
    </Card>
  );
}
