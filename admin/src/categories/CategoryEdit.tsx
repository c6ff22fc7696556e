import { useState } from 'react';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CATEGORY_LIMITS, CATEGORY_MESSAGES } from '@shop/common';
import type { Category } from '../api/types';
import { FormScreen, RecordNotFound } from '../ui/FormScreen';
import { useLeaveAfterSave } from '../ui/useLeaveAfterSave';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { CategoryForm, type CategoryValues } from './CategoryForm';
import { toCategoryBody } from './categoriesApi';
import { uploadsCalls } from '../uploader/uploadsApi';
import { inStaffLanguage } from '../i18n/plain';

export default function CategoryEdit() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const t = (key: string) => translate(`shop.categories.form.${key}`);
  const dataProvider = useDataProvider();
  const leave = useLeaveAfterSave();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const { data: category, isPending, error } = useGetOne<Category>('categories', { id }, { retry: false });

  if (isPending) return <Spinner />;
  if (error || !category) {
    return <RecordNotFound back="/categories" backLabel={t('back')} title={t('notFound')} text={t('notFoundText')} />;
  }

  const submit = async (values: CategoryValues, images: { file: File; alt: string; order: number }[]) => {
    try {
      let image = { image: category.image, cloudinaryId: category.cloudinaryId };
      if (images.length) {
        setProgress(0);
        const [uploaded] = await uploadsCalls.uploadEntityImages({
          entityType: 'category',
          id: category.id,
          images,
          oldImageIds: category.cloudinaryId ? [category.cloudinaryId] : [],
          onProgress: setProgress,
        });
        image = { image: uploaded.url, cloudinaryId: uploaded.cloudinaryId };
      }
      await dataProvider.update('categories', {
        id: category.id,
        data: toCategoryBody(values, image),
        previousData: category,
      });
    } catch (e) {
      setProgress(null);
      const status = (e as { status?: number }).status;
      if (status === undefined) {
        toast({ title: t('updateFailed'), description: (e as Error).message, variant: 'destructive' });
        return undefined;
      }
      return formFailure(e, { action: 'update', entity: 'category' }, toast);
    }
    setProgress(null);
    toast({ title: inStaffLanguage(CATEGORY_MESSAGES.updated) });
    return leave('/categories');
  };

  return (
    <FormScreen back="/categories" backLabel={t('back')} title={t('editTitle')} subtitle={category.name}>
      <CategoryForm
        defaultValues={{
          name: category.name,
          description: category.description ?? '',
          nameAr: category.nameAr ?? '',
          descriptionAr: category.descriptionAr ?? '',
          googleProductCategory: category.googleProductCategory ?? '',
          sortOrder: category.sortOrder,
          publiclyVisible: category.publiclyVisible,
        }}
        sortOrderMin={CATEGORY_LIMITS.sortOrderMin}
        submitLabel={t('submitUpdate')}
        currentImage={category.image}
        imageRequired={!category.image}
        progress={progress}
        onSubmit={submit}
      />
    </FormScreen>
  );
}
