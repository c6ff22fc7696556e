import { BooleanInput, NumberInput, SelectInput, TextInput, useGetList, useInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { CONDITIONS, PRODUCT_LIMITS } from '@shop/common';
import { COLOR_PRESETS, sizePresetsFor } from './presets';
import type { Category } from '../api/types';
import { ChipsInput } from './ChipsInput';
import { ArabicTextFields } from '../arabic/ArabicTextFields';

// react-admin translates a choice's name: each condition is its catalogue key
const CONDITION_CHOICES = CONDITIONS.map((c) => ({ id: c, name: `shop.products.conditions.${c}` }));

/** The checkbox reads Publicly Visible or Archived according to its state, so it always names what it is. */
function VisibilityCheckbox() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'publiclyVisible', defaultValue: true });
  const on = field.value !== false;
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={on} onChange={(e) => field.onChange(e.target.checked)} />}
        label={translate(on ? 'shop.products.status.publiclyVisible' : 'shop.products.status.archived')}
      />
      <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{translate('shop.products.form.publicHint')}</FormHelperText>
    </Box>
  );
}

export function ProductFields({ screen }: { screen: 'create' | 'edit' }) {
  const translate = useTranslate();
  const f = (field: string) => translate(`shop.products.fields.${field}`);
  // a staff member working in Arabic writes the Arabic name first: its fields lead the form
  const [locale] = useLocaleState();
  const arabicFirst = locale === 'ar';
  const {
    data: categories,
    isPending,
    error,
  } = useGetList<Category>('categories', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'sortOrder', order: 'ASC' },
    filter: { showArchived: true },
  });
  const categoryId = useWatch({ name: 'categoryId' });
  const categoryName = categories?.find((c) => c.id === categoryId)?.name;
  const choices = (categories ?? []).map((c) => ({ id: c.id, name: c.name }));
  const priceProps = { step: PRODUCT_LIMITS.priceStep, min: PRODUCT_LIMITS.priceMin, max: PRODUCT_LIMITS.priceMax };

  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {arabicFirst ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ArabicTextFields />
        </Box>
      ) : null}
      <TextInput source="name" label={f('name')} fullWidth />
      <TextInput source="brand" label={f('brand')} fullWidth />
      <SelectInput
        source="categoryId"
        label={f('category')}
        choices={choices}
        isPending={isPending}
        emptyText={error ? 'shop.products.list.categoriesFailed' : choices.length === 0 && !isPending ? 'shop.products.list.categoriesNone' : ''}
        fullWidth
      />
      <TextInput source="subcategory" label={f('subcategory')} fullWidth />
      <SelectInput source="condition" label={f('condition')} choices={CONDITION_CHOICES} fullWidth />
      <TextInput source="material" label={f('material')} fullWidth />
      <NumberInput source="originalPrice" label={f('originalPrice')} {...priceProps} fullWidth />
      <NumberInput source="sellingPrice" label={f('sellingPrice')} {...priceProps} fullWidth />
      <NumberInput source="discountedPrice" label={f('discountedPrice')} {...priceProps} fullWidth />
      <Box />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput source="description" label={f('description')} multiline minRows={3} fullWidth />
        {arabicFirst ? null : <ArabicTextFields />}
        <ChipsInput
          source="sizes"
          label={f('sizes')}
          presets={sizePresetsFor(categoryName, screen)}
          customLabel={translate('shop.products.form.customSize')}
        />
        <ChipsInput source="colors" label={f('colors')} presets={COLOR_PRESETS} customLabel={translate('shop.products.form.customColor')} />
        <ChipsInput source="tags" label={f('tags')} customLabel={translate('shop.products.form.addTag')} />
        <BooleanInput source="featured" label={f('featured')} />
        <VisibilityCheckbox />
      </Box>
    </Box>
  );
}
