import { Typography } from '@mui/material';
import { PLACEHOLDER_TEXTS } from '../texts';
import { Placeholder } from './Placeholder';

const t = PLACEHOLDER_TEXTS.reviews;

export default function Reviews() {
  return (
    <Placeholder
      title={t.title}
      subtitle={t.subtitle}
      tabs={t.tabs}
      stats={t.stats}
      empty={t.empty}
      aside={{ title: t.guidelinesTitle, body: t.guidelines.map((g) => <Typography key={g} variant="body2">• {g}</Typography>) }}
    />
  );
}
