import { Typography } from '@mui/material';
import { PLACEHOLDER_TEXTS } from '../texts';
import { Placeholder } from './Placeholder';

const t = PLACEHOLDER_TEXTS.inquiries;

export default function Inquiries() {
  return (
    <Placeholder
      title={t.title}
      subtitle={t.subtitle}
      tabs={t.tabs}
      stats={t.stats}
      empty={t.empty}
      note={t.responseTarget}
      aside={{ title: t.templateTitle, body: <Typography variant="body2" sx={{ fontStyle: 'italic' }}>{t.template}</Typography> }}
    />
  );
}
