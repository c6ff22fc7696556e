import { useState } from 'react';
import { BooleanInput, Form, NumberInput, TextInput, maxLength, minValue, number, required, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography, FormHelperText } from '@mui/material';
import { CATEGORY_LIMITS, CATEGORY_MESSAGES, GOOGLE_CATEGORY_MESSAGE } from '@shop/common';
import type { LocalImage } from '../api/types';
import { ImageUploader } from '../uploader/ImageUploader';
import { useToast } from '../ui/toast';
import { adminPath } from '../paths';
import type { CategoryValues } from './categoriesApi';
import { ArabicTextFields } from '../arabic/ArabicTextFields';
import { categoryArabicRules } from '../arabic/arabicValues';
import { FormSubmitButton } from '../ui/FormSubmitButton';
import { inStaffLanguage } from '../i18n/plain';

export type { CategoryValues };

export interface CategoryFormProps {
  defaultValues: CategoryValues;
  sortOrderMin: number;
  submitLabel: string;
  /** The stored image on edit; the uploader stays hidden until Replace Image. */
  currentImage?: string | null;
  imageRequired: boolean;
  progress: number | null;
  onSubmit: (values: CategoryValues, images: LocalImage[]) => Promise<Record<string, string> | undefined>;
}

const SubmitButton = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return <FormSubmitButton label={label} busyLabel={translate('shop.categories.form.submitting')} />;
};

export function CategoryForm({ defaultValues, sortOrderMin, submitLabel, currentImage, imageRequired, progress, onSubmit }: CategoryFormProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`shop.categories.form.${key}`, options);
  // a staff member working in Arabic writes the Arabic name first: its fields lead the form
  const [locale] = useLocaleState();
  const arabicFirst = locale === 'ar';
  const arabicFields = <ArabicTextFields validateName={categoryArabicRules.nameAr} validateDescription={categoryArabicRules.descriptionAr} />;
  const toast = useToast();
  const [images, setImages] = useState<LocalImage[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [imageMissing, setImageMissing] = useState(false);
  const [replacing, setReplacing] = useState(!currentImage);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    if (imageErrors.length) {
      toast({ title: inStaffLanguage(CATEGORY_MESSAGES.fixImageErrors), variant: 'destructive' });
      return undefined;
    }
    if (imageRequired && images.length === 0) {
      setImageMissing(true);
      return undefined;
    }
    setSubmitting(true);
    try {
      return await onSubmit(values as unknown as CategoryValues, images);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form defaultValues={defaultValues} onSubmit={submit} noValidate>
      <Card>
        <CardContent>
          <Stack spacing={1}>
            {arabicFirst ? arabicFields : null}
            <TextInput
              source="name"
              label={t('name')}
              validate={[required(inStaffLanguage(CATEGORY_MESSAGES.nameRequired)), maxLength(CATEGORY_LIMITS.nameMax)]}
              fullWidth
            />
            <TextInput
              source="description"
              label={t('description')}
              multiline
              minRows={3}
              validate={maxLength(CATEGORY_LIMITS.descriptionMax)}
              fullWidth
            />
            {arabicFirst ? null : arabicFields}
            <NumberInput
              source="sortOrder"
              label={t('sortOrder')}
              min={sortOrderMin}
              step={1}
              validate={[required(), number(), minValue(sortOrderMin, t('sortOrderMin', { min: sortOrderMin }))]}
              fullWidth
            />
            <TextInput
              source="googleProductCategory"
              label={t('googleProductCategory')}
              helperText={t('googleProductCategoryHelp')}
              validate={maxLength(CATEGORY_LIMITS.googleProductCategoryMax, GOOGLE_CATEGORY_MESSAGE)}
              fullWidth
            />
            <BooleanInput source="publiclyVisible" label={t('publiclyVisible')} />
            {currentImage && !replacing ? (
              <Box>
                <Typography fontWeight={600} sx={{ mb: 1 }}>
                  {t('currentImage')}
                </Typography>
                <Box
                  component="img"
                  src={currentImage}
                  alt={defaultValues.name}
                  sx={{ width: 200, maxWidth: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2, display: 'block' }}
                />
                <Button sx={{ mt: 1 }} variant="outlined" onClick={() => setReplacing(true)}>
                  {t('replaceImage')}
                </Button>
              </Box>
            ) : (
              <Box>
                <ImageUploader
                  entityType="category"
                  label={t('image')}
                  requirements={currentImage ? undefined : t('imageRequirementsCreate')}
                  value={images}
                  onChange={(v) => {
                    setImages(v);
                    if (v.length) setImageMissing(false);
                  }}
                  errors={imageErrors}
                  onErrorsChange={setImageErrors}
                  disabled={submitting}
                  progress={progress}
                />
                {imageMissing ? <FormHelperText error>{inStaffLanguage(CATEGORY_MESSAGES.imageRequired)}</FormHelperText> : null}
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button component={Link} to={adminPath('/categories')} color="inherit">
          {t('cancel')}
        </Button>
        <SubmitButton label={submitLabel} />
      </Stack>
    </Form>
  );
}
