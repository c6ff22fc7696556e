import { useState } from 'react';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { CATEGORY_MESSAGES, hasPermission, PRODUCT_MESSAGES } from '@shop/common';
import { DEFAULT_CONDITION } from './presets';
import type { Product } from '../api/types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormScreen } from '../ui/FormScreen';
import { useLeaveAfterSave } from '../ui/useLeaveAfterSave';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { adminPath } from '../paths';
import { ProductForm } from './ProductForm';
import { ProductImagesInput } from './ProductImagesInput';
import { canSubmitCreate, toProductBody, type ProductValues } from './validateProduct';
import { useConfirmStep } from './useConfirmStep';
import { type ProductSaveAnswer, useLicenceWarningsToast } from './licenceWarnings';
import { useDraftImages } from './useDraftImages';
import { StockFields } from '../stock/StockFields';
import { createStockBody, validateStockDraft, type StockDraft } from '../stock/stockRules';
import { FormSubmitButton } from '../ui/FormSubmitButton';
import { inStaffLanguage } from '../i18n/plain';

function CreateButton({ imageCount }: { imageCount: number }) {
  const translate = useTranslate();
  const values = useWatch() as ProductValues;
  return (
    <FormSubmitButton
      label={translate('shop.products.create.submit')}
      busyLabel={translate('shop.products.create.submitting')}
      disabled={!canSubmitCreate(values, imageCount)}
    />
  );
}

export default function ProductCreate() {
  const translate = useTranslate();
  const t = (key: string) => translate(`shop.products.${key}`);
  const dataProvider = useDataProvider();
  const leave = useLeaveAfterSave();
  const toast = useToast();
  const picked = useDraftImages();
  const { images, errors: imageErrors, draftIds } = picked;
  const [busy, setBusy] = useState(false);
  const confirmStep = useConfirmStep();
  const showLicenceWarnings = useLicenceWarningsToast();
  const canAdjustStock = hasPermission(usePermissions().permissions, 'stockAdjust');

  const submit = async (raw: Record<string, unknown>) => {
    const values = raw as ProductValues;
    if (imageErrors.length) {
      toast({ title: inStaffLanguage(CATEGORY_MESSAGES.fixImageErrors), variant: 'destructive' });
      return undefined;
    }
    if (images.length === 0) {
      toast({ title: inStaffLanguage(PRODUCT_MESSAGES.imageRequired), variant: 'destructive' });
      return undefined;
    }
    const stockErrors = validateStockDraft(values.sizes ?? [], (raw as { stock?: StockDraft }).stock ?? { tracked: false, counts: {} });
    if (Object.keys(stockErrors).length) {
      toast({ title: Object.values(stockErrors)[0], variant: 'destructive' });
      return undefined;
    }
    if (!(await confirmStep.ask())) return undefined;
    setBusy(true);
    let product: Product & ProductSaveAnswer;
    try {
      // the images were uploaded as drafts when dropped: one create attaches them, or nothing is created
      const imageIds = await draftIds(images).catch(() => null);
      if (!imageIds) {
        setBusy(false);
        toast({ title: translate('shop.uploader.errors.uploadFailed'), variant: 'destructive' });
        return undefined;
      }
      // the stock is set in the same create: a failure leaves no product at all, never an uncounted one
      const stockBody = canAdjustStock ? createStockBody(values.sizes ?? [], (raw as { stock?: StockDraft }).stock) : {};
      ({ data: product } = (await dataProvider.create('products', { data: { ...toProductBody(values), imageIds, ...stockBody } })) as {
        data: Product & ProductSaveAnswer;
      });
    } catch (e) {
      setBusy(false);
      return formFailure(e, { action: 'create', entity: 'product' }, toast);
    }
    toast({ title: inStaffLanguage(PRODUCT_MESSAGES.created) });
    showLicenceWarnings(product);
    setBusy(false);
    return leave(`/products/${product.id}/edit`);
  };

  return (
    <FormScreen back="/products" backLabel={t('create.back')} title={t('create.title')}>
      <ProductForm
        screen="create"
        defaultValues={{
          condition: DEFAULT_CONDITION,
          sizes: [],
          colors: [],
          tags: [],
          featured: false,
          publiclyVisible: true,
          discountedPrice: null,
        }}
        onSubmit={submit}
      >
        {canAdjustStock && (
          <Card>
            <CardContent>
              <StockFields />
            </CardContent>
          </Card>
        )}
        <Card>
          <CardContent>
            <ProductImagesInput picked={picked} disabled={busy} label={t('fields.images')} />
          </CardContent>
        </Card>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={Link} to={adminPath('/products')} color="inherit">
            {t('form.cancel')}
          </Button>
          <CreateButton imageCount={images.length} />
        </Stack>
      </ProductForm>
      <ConfirmDialog
        open={confirmStep.open}
        title={t('create.confirmTitle')}
        text={<Typography component="span">{t('create.confirmText')}</Typography>}
        confirmLabel={t('form.confirm')}
        onConfirm={confirmStep.confirm}
        onClose={confirmStep.cancel}
      />
    </FormScreen>
  );
}
