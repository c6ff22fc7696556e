import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  PROMOTION_KINDS,
  PROMOTION_TARGETS,
  type PromotionKind,
  type PromotionRequest,
  type PromotionTarget,
  type PromotionWarning,
  type StaffPromotion,
} from '@shop/common';
import { Page, PageHeader } from '../ui/PageHeader';
import { BackLink } from '../ui/LinkButtons';
import { adminPath } from '../paths';
import { useShopFormat } from '../i18n/format';
import { ApiError } from '../api/http';
import { inStaffLanguage } from '../i18n/plain';
import { fromShopLocal, isWarnings, promotionsApi, toShopLocal, typedCodes } from './promotionsApi';

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

interface Draft {
  name: string;
  nameAr: string;
  kind: PromotionKind;
  value: string;
  appliesTo: PromotionTarget;
  targets: string;
  minimumTotal: string;
  startsAt: string;
  endsAt: string;
  codes: string;
  prefix: string;
  count: string;
  usageLimit: string;
  perOrderLimit: string;
}

const EMPTY: Draft = {
  name: '',
  nameAr: '',
  kind: 'PERCENT',
  value: '',
  appliesTo: 'ORDER',
  targets: '',
  minimumTotal: '0',
  startsAt: '',
  endsAt: '',
  codes: '',
  prefix: '',
  count: '',
  usageLimit: '',
  perOrderLimit: '',
};

const draftOf = (p: StaffPromotion): Draft => ({
  ...EMPTY,
  name: p.name,
  nameAr: p.nameAr ?? '',
  kind: p.kind,
  value: String(p.value),
  appliesTo: p.appliesTo,
  targets: p.targets.join('\n'),
  minimumTotal: String(p.minimumTotal),
  startsAt: toShopLocal(p.startsAt),
  endsAt: toShopLocal(p.endsAt),
  codes: p.codes.join('\n'),
  usageLimit: p.usageLimit === null ? '' : String(p.usageLimit),
  perOrderLimit: p.perOrderLimit === null ? '' : String(p.perOrderLimit),
});

const requestOf = (d: Draft, acknowledgeWarnings: boolean): PromotionRequest => ({
  name: d.name,
  nameAr: d.nameAr || null,
  kind: d.kind,
  value: Number(d.value),
  appliesTo: d.appliesTo,
  targets: d.appliesTo === 'ORDER' ? [] : lines(d.targets),
  minimumTotal: Number(d.minimumTotal || 0),
  startsAt: d.startsAt ? fromShopLocal(d.startsAt) : '',
  endsAt: d.endsAt ? fromShopLocal(d.endsAt) : '',
  codes: typedCodes(d.codes).codes,
  generate: d.prefix && d.count ? { prefix: d.prefix, count: Number(d.count) } : null,
  usageLimit: d.usageLimit ? Number(d.usageLimit) : null,
  perOrderLimit: d.perOrderLimit ? Number(d.perOrderLimit) : null,
  acknowledgeWarnings,
});

/** Create or edit a promotion; warnings (below cost, the licence) are shown first and saving them needs a second press. */
export default function PromotionForm() {
  const translate = useTranslate();
  const say = (key: string) => translate(`shop.promotions.${key}`);
  const f = useShopFormat();
  const { id } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({ queryKey: ['promotion', id], queryFn: () => promotionsApi.get(id as string), enabled: !!id });
  const figures = useQuery({ queryKey: ['promotionFigures', id], queryFn: () => promotionsApi.figures(id as string), enabled: !!id });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [warnings, setWarnings] = useState<PromotionWarning[]>([]);
  useEffect(() => {
    if (existing.data) setDraft(draftOf(existing.data));
  }, [existing.data]);
  const save = useMutation({
    mutationFn: async (acknowledge: boolean) => {
      if (!acknowledge) {
        const { warnings: found } = await promotionsApi.warnings(requestOf(draft, false));
        if (found.length) {
          setWarnings(found);
          return null;
        }
      }
      return promotionsApi.save(id ?? null, requestOf(draft, acknowledge));
    },
    onSuccess: (saved) => {
      if (!saved) return;
      setWarnings([]);
      void client.invalidateQueries({ queryKey: ['promotions'] });
      void navigate(adminPath('/promotions'));
    },
  });
  const remove = useMutation({
    mutationFn: () => promotionsApi.remove(id as string),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['promotions'] });
      void navigate(adminPath('/promotions'));
    },
  });
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  const codesError = typedCodes(draft.codes).error;
  const errors: Record<string, string> = {
    ...(save.error instanceof ApiError ? (save.error.body?.errors ?? {}) : {}),
    ...(codesError ? { codes: codesError } : {}),
  };
  const text = (key: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key]}
      fullWidth
      size="small"
      slotProps={{ inputLabel: { shrink: true } }}
      {...extra}
    />
  );
  return (
    <Page>
      <BackLink to={adminPath('/promotions')} label={say('title')} />
      <PageHeader title={id ? say('edit') : say('create')} />
      {id && figures.data ? (
        <Card data-testid="promotion-figures" sx={{ mb: 2 }}>
          <CardContent>
            <Typography component="h2" variant="h6">
              {say('figures.title')}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, m: 0 }}>
              {(
                [
                  [say('figures.orders'), f.number(figures.data.orders)],
                  [say('figures.pieces'), f.number(figures.data.pieces)],
                  [say('figures.revenue'), f.money(figures.data.revenue)],
                  [say('figures.discount'), f.money(figures.data.discount)],
                ] as const
              ).map(([label, value]) => (
                <Box key={label}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardContent>
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(false);
            }}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {text('name', say('fields.name'), { required: true })}
            {text('nameAr', say('fields.nameAr'), { slotProps: { inputLabel: { shrink: true }, htmlInput: { dir: 'rtl', lang: 'ar' } } })}
            {text('kind', say('fields.kind'), {
              select: true,
              children: PROMOTION_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {say(`kinds.${k}`)}
                </MenuItem>
              )),
            })}
            {text('value', say('fields.value'), { type: 'number', required: true })}
            {text('appliesTo', say('fields.appliesTo'), {
              select: true,
              children: PROMOTION_TARGETS.map((k) => (
                <MenuItem key={k} value={k}>
                  {say(`targets.${k}`)}
                </MenuItem>
              )),
            })}
            {draft.appliesTo !== 'ORDER' ? text('targets', say('fields.targets'), { multiline: true, minRows: 2 }) : <span />}
            {text('minimumTotal', say('fields.minimumTotal'), { type: 'number' })}
            <span />
            {text('startsAt', say('fields.startsAt'), { type: 'datetime-local', required: true })}
            {text('endsAt', say('fields.endsAt'), { type: 'datetime-local', required: true })}
            {text('codes', say('fields.codes'), { multiline: true, minRows: 2 })}
            <Stack direction="row" sx={{ gap: 1 }}>
              {text('prefix', say('fields.prefix'))}
              {text('count', say('fields.count'), { type: 'number' })}
            </Stack>
            {text('usageLimit', say('fields.usageLimit'), { type: 'number' })}
            {text('perOrderLimit', say('fields.perOrderLimit'), { type: 'number' })}
            {warnings.length ? (
              <Alert severity="warning" sx={{ gridColumn: '1 / -1' }} data-testid="promotion-warnings">
                <strong>{say('warningsTitle')}</strong>
                <ul>
                  {warnings.map((w) => (
                    <li key={w.code}>{inStaffLanguage(w.message)}</li>
                  ))}
                </ul>
                <Button variant="contained" color="warning" onClick={() => save.mutate(true)} disabled={save.isPending}>
                  {say('saveAnyway')}
                </Button>
              </Alert>
            ) : null}
            {save.error && !isWarnings(save.error) ? (
              <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
                {save.error.message}
              </Alert>
            ) : null}
            <Stack direction="row" sx={{ gap: 1, gridColumn: '1 / -1' }}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {translate('ra.action.save')}
              </Button>
              {id ? (
                <Button color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
                  {translate('ra.action.delete')}
                </Button>
              ) : null}
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Page>
  );
}
