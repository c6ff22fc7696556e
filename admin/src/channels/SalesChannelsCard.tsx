import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useToast } from '../ui/toast';
import { FEED_PATHS, feedPartUrls, readFeedText } from './feedUrls';

interface Props {
  /** The shop's address; the back office is served by the same host as the storefront. */
  origin?: string;
  readFeed?: (url: string) => Promise<string>;
}

function FeedAddress({ label, url }: { label: string; url: string }) {
  const translate = useTranslate();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: translate('shop.channels.copied') });
    } catch {
      toast({ title: translate('shop.channels.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label={label}
        value={url}
        size="small"
        fullWidth
        multiline
        maxRows={3}
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
        onFocus={(e) => e.target.select()}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={copy}
        aria-label={translate('shop.channels.copyFeed', { feed: label })}
        sx={{ flexShrink: 0 }}
      >
        {translate('shop.channels.copy')}
      </Button>
    </Stack>
  );
}

/** Settings → Social Media: the product feed addresses to paste into Commerce Manager and Merchant Center. */
export function SalesChannelsCard({ origin = window.location.origin, readFeed = readFeedText }: Props) {
  const translate = useTranslate();
  const english = translate('shop.channels.englishFeed');
  const arabic = translate('shop.channels.arabicFeed');
  const main = { en: `${origin}${FEED_PATHS.en}`, ar: `${origin}${FEED_PATHS.ar}` };
  const [parts, setParts] = useState<{ en: string[]; ar: string[] }>({ en: [], ar: [] });

  useEffect(() => {
    let live = true;
    const read = (url: string) => readFeed(url).then(feedPartUrls, () => []);
    void Promise.all([read(main.en), read(main.ar)]).then(([en, ar]) => live && setParts({ en, ar }));
    return () => {
      live = false;
    };
  }, [main.en, main.ar, readFeed]);

  const split = parts.en.length > 0 || parts.ar.length > 0;
  return (
    <Card data-testid="card-sales-channels">
      <CardHeader title={translate('shop.channels.title')} slotProps={{ title: { variant: 'h3', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate('shop.channels.intro')}</Typography>
          {split ? (
            <>
              <Alert severity="info">{translate('shop.channels.partsNote')}</Alert>
              {parts.en.map((url, i) => (
                <FeedAddress key={url} label={translate('shop.channels.feedPart', { feed: english, n: i + 1 })} url={url} />
              ))}
              {parts.ar.map((url, i) => (
                <FeedAddress key={url} label={translate('shop.channels.feedPart', { feed: arabic, n: i + 1 })} url={url} />
              ))}
            </>
          ) : (
            <>
              <FeedAddress label={english} url={main.en} />
              <FeedAddress label={arabic} url={main.ar} />
            </>
          )}
          <Typography variant="body2">{translate('shop.channels.metaHow')}</Typography>
          <Typography variant="body2">{translate('shop.channels.googleHow')}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
