import { useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { Placeholder } from './Placeholder';

export default function Inquiries() {
  const translate = useTranslate();
  return (
    <Placeholder
      screen="inquiries"
      tabs={['all', 'inProgress', 'pending', 'resolved']}
      stats={['total', 'pending', 'inProgress', 'resolved']}
      note={translate('shop.placeholders.inquiries.responseTarget')}
      aside={{
        title: translate('shop.placeholders.inquiries.templateTitle'),
        body: (
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            {translate('shop.placeholders.inquiries.template')}
          </Typography>
        ),
      }}
    />
  );
}
