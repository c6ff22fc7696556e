import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Link, TextField, Typography } from '@mui/material';
import type { DiscountLicenceRequest } from '@shop/common';
import { adminPath } from '../paths';
import { useShopFormat } from '../i18n/format';
import { LICENCE_SETTINGS_PATH } from '../products/licenceWarnings';
import { promotionsApi } from './promotionsApi';

/**
 * The licence as the Promotions list names it: its number and dates, or that none is entered, and the link to
 * Settings → Promotions where it is kept.
 */
export function LicenceSummary() {
  const translate = useTranslate();
  const f = useShopFormat();
  const { data, isPending } = useQuery({ queryKey: ['discountLicence'], queryFn: promotionsApi.licence });
  if (isPending) return null;
  return (
    <Alert severity={data ? 'info' : 'warning'} data-testid="discount-licence-summary" sx={{ mb: 2 }}>
      {data
        ? translate('shop.promotions.licence.entered', { number: data.number, from: f.date(data.validFrom), to: f.date(data.validTo) })
        : translate('shop.promotions.licence.none')}{' '}
      <Link component={RouterLink} to={adminPath(LICENCE_SETTINGS_PATH)}>
        {translate('shop.promotions.licence.manage')}
      </Link>
    </Alert>
  );
}

const EMPTY = { number: '', url: '', barcodeUrl: '', validFrom: '', validTo: '', minPercent: '', maxPercent: '' };

/** The Ministry of Commerce's discount licence (Settings → Promotions): number, link or barcode, dates, range. */
export function LicenceCard() {
  const translate = useTranslate();
  const say = (key: string) => translate(`shop.promotions.licence.${key}`);
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: ['discountLicence'], queryFn: promotionsApi.licence });
  const [form, setForm] = useState(EMPTY);
  useEffect(() => {
    if (data) {
      setForm({
        number: data.number,
        url: data.url ?? '',
        barcodeUrl: data.barcodeUrl ?? '',
        validFrom: data.validFrom,
        validTo: data.validTo,
        minPercent: String(data.minPercent),
        maxPercent: String(data.maxPercent),
      });
    }
  }, [data]);
  const save = useMutation({
    mutationFn: () => {
      const body: DiscountLicenceRequest = {
        number: form.number,
        url: form.url || null,
        barcodeUrl: form.barcodeUrl || null,
        validFrom: form.validFrom,
        validTo: form.validTo,
        minPercent: Number(form.minPercent),
        maxPercent: Number(form.maxPercent),
      };
      return promotionsApi.saveLicence(body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['discountLicence'] }),
  });
  const field = (key: keyof typeof EMPTY, label: string, type = 'text') => (
    <TextField
      key={key}
      label={label}
      type={type}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
      size="small"
    />
  );
  return (
    <Card data-testid="discount-licence" sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {say('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {say('intro')}
        </Typography>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {field('number', say('number'))}
          {field('url', say('url'), 'url')}
          {field('barcodeUrl', say('barcodeUrl'), 'url')}
          {field('validFrom', say('validFrom'), 'date')}
          {field('validTo', say('validTo'), 'date')}
          {field('minPercent', say('minPercent'), 'number')}
          {field('maxPercent', say('maxPercent'), 'number')}
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {say('save')}
            </Button>
          </Box>
        </Box>
        {save.isSuccess ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            {say('saved')}
          </Alert>
        ) : null}
        {save.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {save.error.message}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
