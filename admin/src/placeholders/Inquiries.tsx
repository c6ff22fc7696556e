import { Typography } from '@mui/material';
import { PLACEHOLDER_TEXTS } from '../texts';
import { Placeholder } from './Placeholder';

const t = PLACEHOLDER_TEXTS.inquiries;

export default function Inquiries() {
  return (
    <Placeholder
      texts={t}
      note={t.responseTarget}
      aside={{
        title: t.templateTitle,
        body: (
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            {t.template}
          </Typography>
        ),
      }}
    />
  );
}
