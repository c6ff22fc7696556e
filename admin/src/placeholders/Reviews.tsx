import { Typography } from '@mui/material';
import { PLACEHOLDER_TEXTS } from '../texts';
import { Placeholder } from './Placeholder';

const t = PLACEHOLDER_TEXTS.reviews;

export default function Reviews() {
  return (
    <Placeholder
      texts={t}
      aside={{
        title: t.guidelinesTitle,
        body: t.guidelines.map((g) => (
          <Typography key={g} variant="body2">
            • {g}
          </Typography>
        )),
      }}
    />
  );
}
