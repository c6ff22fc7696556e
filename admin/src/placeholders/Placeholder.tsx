import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { PLACEHOLDER_TEXTS, type PlaceholderPageTexts } from '../texts';
import { Page, PageHeader } from '../ui/PageHeader';
import { EmptyState } from '../ui/ListControls';

interface Props {
  /** the screen's own entry in PLACEHOLDER_TEXTS */
  texts: PlaceholderPageTexts;
  aside: { title: string; body: React.ReactNode };
  note?: string;
}

/** Static placeholder for a screen the shop does not run yet: zero counts, status tabs, guidance, inert Filter/Export. */
export function Placeholder({ texts, aside, note }: Props) {
  const { title, subtitle, tabs, stats, empty } = texts;
  const [tab, setTab] = useState(0);
  return (
    <Page>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <Button variant="outlined" startIcon={<FilterListIcon />}>
              {PLACEHOLDER_TEXTS.filter}
            </Button>
            <Button variant="outlined" startIcon={<FileDownloadIcon />}>
              {PLACEHOLDER_TEXTS.export}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
        {stats.map((s) => (
          <Card key={s}>
            <CardContent>
              <Typography color="text.secondary" variant="body2" fontWeight={600}>
                {s}
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
            {tabs.map((t) => (
              <Tab key={t} label={`${t} (0)`} />
            ))}
          </Tabs>
          <CardContent>
            <EmptyState title={empty} />
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
