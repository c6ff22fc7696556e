import { BooleanInput, NumberInput, SelectInput, TextInput, useGetList, useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { CONDITIONS, CONDITION_LABELS, PRODUCT_LIMITS } from '@shop/common';
import { COLOR_PRESETS, sizePresetsFor } from './presets';
import { PRODUCT_TEXTS } from '../texts';
import type { Category } from '../api/types';
import { ChipsInput } from './ChipsInput';
import { ArabicTextFields } from '../arabic/ArabicTextFields';

const CONDITION_CHOICES = CONDITIONS.map((c) => ({ id: c, name: CONDITION_LABELS[c] }));

/** The checkbox reads Publicly Visible or Archived according to its state, so it always names what it is. */
function VisibilityCheckbox() {
  const { field } = useInput({ source: 'publiclyVisible', defaultValue: true });
  const on = field.value !== false;
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={on} onChange={(e) => field.onChange(e.target.checked)} />}
        label={on ? PRODUCT_TEXTS.publiclyVisible : PRODUCT_TEXTS.archivedLabel}
      />
      <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{PRODUCT_TEXTS.publicHint}</FormHelperText>
    </Box>
  );
}

export function ProductFields({ screen }: { screen: 'create' | 'edit' }) {
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
      <TextInput source="name" label={PRODUCT_TEXTS.fields.name} fullWidth />
      <TextInput source="brand" label={PRODUCT_TEXTS.fields.brand} fullWidth />
      <SelectInput
        source="categoryId"
        label={PRODUCT_TEXTS.fields.category}
        choices={choices}
        isPending={isPending}
        emptyText={error ? PRODUCT_TEXTS.categoriesFailed : choices.length === 0 && !isPending ? PRODUCT_TEXTS.categoriesNone : ''}
        fullWidth
      />
      <TextInput source="subcategory" label={PRODUCT_TEXTS.fields.subcategory} fullWidth />
      <SelectInput source="condition" label={PRODUCT_TEXTS.fields.condition} choices={CONDITION_CHOICES} fullWidth />
      <TextInput source="material" label={PRODUCT_TEXTS.fields.material} fullWidth />
      <NumberInput source="originalPrice" label={PRODUCT_TEXTS.fields.originalPrice} {...priceProps} fullWidth />
      <NumberInput source="sellingPrice" label={PRODUCT_TEXTS.fields.sellingPrice} {...priceProps} fullWidth />
      <NumberInput source="discountedPrice" label={PRODUCT_TEXTS.fields.discountedPrice} {...priceProps} fullWidth />
      <Box />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput source="description" label={PRODUCT_TEXTS.fields.description} multiline minRows={3} fullWidth />
        <ArabicTextFields />
        <ChipsInput
          source="sizes"
          label={PRODUCT_TEXTS.fields.sizes}
          presets={sizePresetsFor(categoryName, screen)}
          customLabel={PRODUCT_TEXTS.customSize}
        />
        <ChipsInput source="colors" label={PRODUCT_TEXTS.fields.colors} presets={COLOR_PRESETS} customLabel={PRODUCT_TEXTS.customColor} />
        <ChipsInput source="tags" label={PRODUCT_TEXTS.fields.tags} customLabel={PRODUCT_TEXTS.addTag} />
        <BooleanInput source="featured" label={PRODUCT_TEXTS.fields.featured} />
        <VisibilityCheckbox />
      </Box>
    </Box>
  );
}
