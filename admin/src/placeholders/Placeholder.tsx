import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Page, PageHeader } from '../ui/PageHeader';
import { EmptyState } from '../ui/ListControls';

/** A placeholder screen's words: the keys of its status tabs and stat cards under `shop.placeholders.<screen>`. */
export interface PlaceholderScreen {
  screen: 'reviews' | 'inquiries';
  tabs: readonly string[];
  stats: readonly string[];
}

interface Props extends PlaceholderScreen {
  aside: { title: string; body: React.ReactNode };
  note?: string;
}

/** Static placeholder for a screen the shop does not run yet: zero counts, status tabs, guidance, inert Filter/Export. */
export function Placeholder({ screen, tabs, stats, aside, note }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`shop.placeholders.${screen}.${key}`);
  const [tab, setTab] = useState(0);
  return (
    <Page>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <Button variant="outlined" startIcon={<FilterListIcon />}>
              {translate('shop.placeholders.filter')}
            </Button>
            <Button variant="outlined" startIcon={<FileDownloadIcon />}>
              {translate('shop.placeholders.export')}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
        {stats.map((s) => (
          <Card key={s}>
            <CardContent>
              <Typography color="text.secondary" variant="body2" fontWeight={600}>
                {t(`stats.${s}`)}
              </Typography>
              <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }}>0</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      {note ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {note}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Card>
          <Tabs
            value={tab}
            onChange={(_, v) => setTab(v)}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((name) => (
              <Tab key={name} label={translate('shop.placeholders.tab', { name: t(`tabs.${name}`), count: 0 })} />
            ))}
          </Tabs>
          <CardContent>
            <EmptyState title={t('empty')} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              {aside.title}
            </Typography>
            <Stack spacing={1}>{aside.body}</Stack>
          </CardContent>
        </Card>
      </Box>
    </Page>
  );
}
