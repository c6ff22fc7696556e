import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import type { DiscountLicenceRequest } from '@shop/common';
import { PROMOTION_TEXTS } from '../texts';
import { promotionsApi } from './promotionsApi';

const T = PROMOTION_TEXTS.licence;
const EMPTY = { number: '', url: '', barcodeUrl: '', validFrom: '', validTo: '', minPercent: '', maxPercent: '' };

/** The Ministry of Commerce's discount licence (Settings → Promotions): number, link or barcode, dates, range. */
export function LicenceCard() {
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
          {T.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.intro}
        </Typography>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {field('number', T.number)}
          {field('url', T.url, 'url')}
          {field('barcodeUrl', T.barcodeUrl, 'url')}
          {field('validFrom', T.validFrom, 'date')}
          {field('validTo', T.validTo, 'date')}
          {field('minPercent', T.minPercent, 'number')}
          {field('maxPercent', T.maxPercent, 'number')}
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {T.save}
            </Button>
          </Box>
        </Box>
        {save.isSuccess ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            {T.saved}
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
