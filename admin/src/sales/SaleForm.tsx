import { Form, NumberInput, SelectInput, TextInput, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Autocomplete, Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { PLATFORMS, PRODUCT_LIMITS } from '@shop/common';
import type { Product } from '../api/types';
import { adminPath } from '../paths';
import { validateSale, type SaleValues } from './saleRules';
import { SaleStockFields } from './SaleStockFields';
import { usePickerProducts } from './usePickerProducts';
import { saleStockErrors, type HeldLine } from '../stock/stockRules';
import { productsCalls } from '../products/productsApi';
import { FormSubmitButton } from '../ui/FormSubmitButton';

/** A typed name, place or note reads in its own direction (Latin left to right on an Arabic screen). */
const TYPED = { htmlInput: { dir: 'auto' } } as const;

/** react-admin translates each choice's name: the platform's key in the sales catalogue. */
const PLATFORM_CHOICES = PLATFORMS.map((p) => ({ id: p, name: `shop.sales.platforms.${p}` }));

/** Product picker over public products (up to 1000); picking one fills in its prices. */
function ProductPicker({ initial }: { initial?: { id: string; name: string; brand: string } | null }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { field, fieldState } = useInput({ source: 'productId' });
  const { data, isPending } = useQuery({ queryKey: ['pickerProducts'], queryFn: () => productsCalls.listProductsForPicker() });
  const options: { id: string; name: string; brand: string; product?: Product }[] = (data ?? []).map((p) => ({
    id: p.id,
    name: p.name,
    brand: p.brand,
    product: p,
  }));
  if (initial && !options.some((o) => o.id === initial.id)) options.unshift(initial);
  const selected = options.find((o) => o.id === field.value) ?? null;
  return (
    <Autocomplete
      options={options}
      loading={isPending}
      value={selected}
      getOptionLabel={(o) => `${o.name} — ${o.brand}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, o) => {
        field.onChange(o?.id ?? '');
        const p = o?.product;
        if (p) {
          if (p.originalPrice != null) setValue('originalPrice', p.originalPrice, { shouldDirty: true });
          setValue('sellingPrice', p.sellingPrice, { shouldDirty: true });
          setValue('discountedPrice', p.discountedPrice ?? null, { shouldDirty: true });
        }
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('shop.sales.fields.product')}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? ' '}
        />
      )}
      sx={{ mb: 1 }}
    />
  );
}

function Buttons() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
      <Button component={Link} to={adminPath('/sales')} color="inherit">
        {translate('ra.action.cancel')}
      </Button>
      <FormSubmitButton label={translate('shop.sales.save')} busyLabel={translate('shop.sales.saving')} />
    </Stack>
  );
}

export function SaleForm({
  mode,
  defaultValues,
  initialProduct,
  held,
  onSubmit,
}: {
  mode: 'create' | 'edit';
  defaultValues: SaleValues;
  initialProduct?: { id: string; name: string; brand: string } | null;
  /** Editing: the line the sale holds now. */
  held?: HeldLine | null;
  onSubmit: (v: SaleValues) => Promise<Record<string, string> | undefined>;
}) {
  const price = { step: PRODUCT_LIMITS.priceStep, min: 0 };
  const products = usePickerProducts().data ?? [];
  const validate = (v: SaleValues) => ({
    ...validateSale(v, mode),
    ...saleStockErrors(
      v,
      products.find((p) => p.id === v.productId),
      held,
    ),
  });
  return (
    <Form
      defaultValues={defaultValues}
      validate={(v) => validate(v as SaleValues)}
      onSubmit={(v: Record<string, unknown>) => onSubmit(v as SaleValues)}
      noValidate
    >
      <Card>
        <CardContent>
          <ProductPicker initial={initialProduct} />
          <SaleStockFields held={held} />
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInput source="saleDate" type="date" label="shop.sales.fields.saleDate" slotProps={{ inputLabel: { shrink: true } }} fullWidth />
            <SelectInput source="platform" label="shop.sales.fields.platform" choices={PLATFORM_CHOICES} fullWidth />
            <NumberInput source="originalPrice" label="shop.sales.fields.originalPrice" {...price} fullWidth />
            <NumberInput source="sellingPrice" label="shop.sales.fields.sellingPrice" {...price} fullWidth />
            <NumberInput source="discountedPrice" label="shop.sales.fields.discountedPrice" {...price} fullWidth />
            <TextInput source="customerName" label="shop.sales.fields.customerName" fullWidth slotProps={TYPED} />
            <TextInput source="customerLocation" label="shop.sales.fields.customerLocation" fullWidth slotProps={TYPED} />
          </Box>
          <TextInput source="saleNotes" label="shop.sales.fields.saleNotes" multiline minRows={2} fullWidth slotProps={TYPED} />
        </CardContent>
      </Card>
      <Buttons />
    </Form>
  );
}
