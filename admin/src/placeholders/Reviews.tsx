import { useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { Placeholder } from './Placeholder';

const GUIDELINES = ['honest', 'reject', 'reply'] as const;

export default function Reviews() {
  const translate = useTranslate();
  return (
    <Placeholder
      screen="reviews"
      tabs={['all', 'pending', 'approved', 'rejected']}
      stats={['total', 'pending', 'approved', 'rating']}
      aside={{
        title: translate('shop.placeholders.reviews.guidelinesTitle'),
        body: GUIDELINES.map((g) => (
          <Typography key={g} variant="body2">
            • {translate(`shop.placeholders.reviews.guidelines.${g}`)}
          </Typography>
        )),
      }}
    />
  );
}
