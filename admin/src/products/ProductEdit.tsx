import { useState } from 'react';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CATEGORY_MESSAGES, PRODUCT_MESSAGES } from '@shop/common';
import type { LocalImage, Product } from '../api/types';
import { AskDialog, ConfirmDialog } from '../ui/ConfirmDialog';
import { Page, PageHeader } from '../ui/PageHeader';
import { BackLink } from '../ui/LinkButtons';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { ProductDetails } from './ProductDetails';
import { ProductForm } from './ProductForm';
import { ProductImagesInput } from './ProductImagesInput';
import { toProductChanges, type ProductValues } from './validateProduct';
import { isAvailable, sortedImages, toAttachedImages } from './images';
import { useConfirmStep } from './useConfirmStep';
import { type ProductSaveAnswer, useLicenceWarningsToast } from './licenceWarnings';
import { ImageArabicAltInputs } from '../arabic/ImageArabicAltInputs';
import { IMAGE_ALT_AR_SOURCE, imageAltArValues, withArabicAlt } from '../arabic/imageArabicAlt';
import { StockPanel } from '../stock/StockPanel';
import { uploadsCalls } from '../uploader/uploadsApi';
import { FormSubmitButton } from '../ui/FormSubmitButton';
import { inStaffLanguage } from '../i18n/plain';

function FormButtons({ onViewMode, hasNewImages }: { onViewMode: (dirty: boolean) => void; hasNewImages: boolean }) {
  const translate = useTranslate();
  const { isDirty, isSubmitting } = useFormState();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button color="inherit" startIcon={<VisibilityIcon />} onClick={() => onViewMode(isDirty || hasNewImages)} disabled={isSubmitting}>
        {translate('shop.products.edit.viewMode')}
      </Button>
      <FormSubmitButton label={translate('shop.products.edit.save')} busyLabel={translate('shop.products.edit.saving')} />
    </Stack>
  );
}

function formValues(p: Product): ProductValues & { [IMAGE_ALT_AR_SOURCE]: string[] } {
  return {
    [IMAGE_ALT_AR_SOURCE]: imageAltArValues(sortedImages(p.images)),
    name: p.name,
    brand: p.brand,
    categoryId: p.categoryId ?? p.category?.id,
    subcategory: p.subcategory ?? '',
    condition: p.condition,
    originalPrice: p.originalPrice ?? null,
    sellingPrice: p.sellingPrice,
    discountedPrice: p.discountedPrice,
    description: p.description ?? '',
    nameAr: p.nameAr ?? '',
    descriptionAr: p.descriptionAr ?? '',
    sizes: p.sizes,
    colors: p.colors,
    material: p.material ?? '',
    tags: p.tags,
    featured: p.featured,
    publiclyVisible: isAvailable(p),
  };
}

export default function ProductEdit() {
  const { id } = useParams();
  const translate = useTranslate();
  const t = (key: string) => translate(`shop.products.${key}`);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [replacing, setReplacing] = useState(false);
  const [images, setImages] = useState<LocalImage[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [askReplace, setAskReplace] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const confirmStep = useConfirmStep();
  const showLicenceWarnings = useLicenceWarningsToast();
  const { data: product, isPending, error, refetch } = useGetOne<Product>('products', { id: id ?? '' }, { enabled: !!id, retry: false });

  const leaveEdit = () => {
    setMode('view');
    setReplacing(false);
    setImages([]);
    setImageErrors([]);
  };

  if (!id)
    return (
      <Page>
        <Alert severity="error">{t('edit.idMissing')}</Alert>
      </Page>
    );
  if (isPending) return <Spinner label={t('edit.loading')} />;
  if (error || !product) {
    return (
      <Page>
        <BackLink to="/products" label={t('create.back')} />
        <Alert severity="error" data-testid="product-load-failed">
          {t('edit.loadFailed')}
        </Alert>
      </Page>
    );
  }

  const submit = async (raw: Record<string, unknown>) => {
    if (imageErrors.length) {
      toast({ title: inStaffLanguage(CATEGORY_MESSAGES.fixImageErrors), variant: 'destructive' });
      return undefined;
    }
    const existing = sortedImages(product.images);
    if ((replacing && images.length === 0) || (!replacing && existing.length === 0 && images.length === 0)) {
      toast({ title: inStaffLanguage(PRODUCT_MESSAGES.imageRequired), variant: 'destructive' });
      return undefined;
    }
    if (!(await confirmStep.ask())) return undefined;
    setSaving(true);
    let saved: ProductSaveAnswer;
    try {
      let attached = withArabicAlt(toAttachedImages(existing), raw[IMAGE_ALT_AR_SOURCE]);
      if (images.length) {
        setProgress(0);
        const uploaded = await uploadsCalls.uploadEntityImages({
          entityType: 'product',
          id: product.id,
          images,
          oldImageIds: replacing ? existing.map((img) => img.cloudinaryId) : [],
          onProgress: setProgress,
        });
        attached = toAttachedImages(replacing ? uploaded : [...existing, ...uploaded]);
      }
      ({ data: saved } = await dataProvider.update<Product & ProductSaveAnswer>('products', {
        id: product.id,
        data: { ...toProductChanges(raw as ProductValues, product), images: attached },
        previousData: product,
      }));
    } catch (e) {
      setProgress(null);
      setSaving(false);
      return formFailure(e, { action: 'update', entity: 'product' }, toast);
    }
    setProgress(null);
    setSaving(false);
    toast({ title: inStaffLanguage(PRODUCT_MESSAGES.updated) });
    showLicenceWarnings(saved);
    await queryClient.invalidateQueries();
    await refetch();
    leaveEdit();
    return undefined;
  };

  return (
    <Page>
      <BackLink to="/products" label={t('create.back')} />
      <PageHeader
        title={product.name}
        subtitle={product.brand}
        actions={
          mode === 'view' ? (
            <Button variant="contained" startIcon={<EditIcon />} onClick={() => setMode('edit')}>
              {t('edit.editProduct')}
            </Button>
          ) : null
        }
      />
      {mode === 'view' ? (
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <ProductDetails product={product} />
            </CardContent>
          </Card>
          <StockPanel product={product} onChanged={refetch} />
        </Stack>
      ) : (
        <ProductForm key={product.updatedAt} screen="edit" defaultValues={formValues(product)} onSubmit={submit}>
          <Card>
            <CardContent>
              <Typography fontWeight={600} sx={{ mb: 1 }}>
                {t('fields.images')}
              </Typography>
              {!replacing ? (
                <Box>
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
                    {sortedImages(product.images).map((img) => (
                      <Box
                        key={img.id ?? img.url}
                        component="img"
                        src={img.url}
                        alt={img.alt}
                        sx={{
                          width: 96,
                          height: 96,
                          objectFit: 'cover',
                          borderRadius: 1,
                          border: '1px solid',
                          borderColor: img.isPrimary ? 'primary.main' : 'divider',
                        }}
                      />
                    ))}
                  </Stack>
                  <Button variant="outlined" onClick={() => setAskReplace(true)}>
                    {t('edit.replaceImages')}
                  </Button>
                  <ImageArabicAltInputs images={sortedImages(product.images)} />
                </Box>
              ) : (
                <Box>
                  <ProductImagesInput picked={{ images, setImages, errors: imageErrors, setErrors: setImageErrors, progress }} disabled={saving} />
                  <Button
                    sx={{ mt: 1 }}
                    color="inherit"
                    disabled={saving}
                    onClick={() => {
                      setReplacing(false);
                      setImages([]);
                      setImageErrors([]);
                    }}
                  >
                    {t('edit.keepImages')}
                  </Button>
                </Box>
              )}
            </CardContent>
          </Card>
          <FormButtons hasNewImages={images.length > 0} onViewMode={(dirty) => (dirty ? setAskDiscard(true) : leaveEdit())} />
        </ProductForm>
      )}
      <ConfirmDialog
        open={confirmStep.open}
        title={t('edit.confirmTitle')}
        text={t('edit.confirmText')}
        confirmLabel={t('form.confirm')}
        onConfirm={confirmStep.confirm}
        onClose={confirmStep.cancel}
      />
      <AskDialog
        ask={[askReplace, setAskReplace]}
        title={t('edit.replaceImages')}
        text={t('edit.replaceImagesText')}
        confirmLabel={t('edit.replaceImages')}
        danger
        onConfirm={() => setReplacing(true)}
      />
      <AskDialog
        ask={[askDiscard, setAskDiscard]}
        title={t('edit.unsavedTitle')}
        text={t('edit.unsavedText')}
        confirmLabel={t('edit.discard')}
        danger
        onConfirm={leaveEdit}
      />
    </Page>
  );
}
