import { TextInput, useTranslate, type Validator } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { ARABIC_INPUT } from './arabicInput';

export interface ArabicTextFieldsProps {
  validateName?: Validator;
  validateDescription?: Validator;
}

/** The optional Arabic name and description, beside the English fields of a product or category form. */
export function ArabicTextFields({ validateName, validateDescription }: ArabicTextFieldsProps) {
  const translate = useTranslate();
  return (
    <Box data-testid="arabic-fields">
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('shop.arabic.hint')}
      </Typography>
      <TextInput source="nameAr" label="shop.arabic.nameAr" validate={validateName} slotProps={ARABIC_INPUT} fullWidth />
      <TextInput
        source="descriptionAr"
        label="shop.arabic.descriptionAr"
        validate={validateDescription}
        slotProps={ARABIC_INPUT}
        multiline
        minRows={3}
        fullWidth
      />
    </Box>
  );
}
