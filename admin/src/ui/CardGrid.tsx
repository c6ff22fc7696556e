import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, CardMedia } from '@mui/material';

/** The grid view of a list screen: one card a row on phones, up to four on wide screens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}>
      {children}
    </Box>
  );
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
