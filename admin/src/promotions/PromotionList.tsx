import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Alert, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaffPromotion } from '@shop/common';
import { translateError } from '../errors/translateError';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { AddLink } from '../ui/LinkButtons';
import { adminPath } from '../paths';
import { useShopFormat } from '../i18n/format';
import { promotionsApi } from './promotionsApi';
import { LicenceSummary } from './LicenceCard';

/** Promotions as cards (one column on a phone, several on a wide screen), the licence (kept in Settings) named above them. */
export default function PromotionList() {
  const translate = useTranslate();
  const f = useShopFormat();
  const { data, isPending, error } = useQuery({ queryKey: ['promotions'], queryFn: promotionsApi.list });
  const valueText = (p: StaffPromotion) =>
    p.kind === 'PERCENT' ? translate('shop.promotions.percentValue', { value: f.number(p.value, 2) }) : f.money(p.value);
  const usedText = (p: StaffPromotion) =>
    p.usageLimit === null
      ? translate('shop.promotions.used', { smart_count: p.used })
      : translate('shop.promotions.usedOf', { used: f.number(p.used), limit: f.number(p.usageLimit) });
  return (
    <Page>
      <PageHeader title={translate('shop.promotions.title')} subtitle={translate('shop.promotions.subtitle')} />
      <LicenceSummary />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', my: 2 }}>
        <AddLink to={adminPath('/promotions/create')} label={translate('shop.promotions.create')} />
      </Stack>
      {isPending ? <Spinner /> : null}
      {error ? <Alert severity="error">{translateError(error, { action: 'load', entity: 'promotions' }).description}</Alert> : null}
      {data && !data.length ? <Typography color="text.secondary">{translate('shop.promotions.empty')}</Typography> : null}
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {data?.map((p) => (
          <li key={p.id}>
            <Card>
              <CardActionArea component={Link} to={adminPath(`/promotions/${p.id}/edit`)}>
                <CardContent>
                  <Typography component="h2" variant="h6">
                    {p.name} · {valueText(p)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {f.dateTime(p.startsAt)} – {f.dateTime(p.endsAt)}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
                    <Chip size="small" label={translate(`shop.promotions.kinds.${p.kind}`)} />
                    <Chip
                      size="small"
                      label={
                        p.automatic ? translate('shop.promotions.automatic') : translate('shop.promotions.codes', { smart_count: p.codes.length })
                      }
                    />
                    <Chip size="small" label={usedText(p)} />
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
    </Page>
  );
}
