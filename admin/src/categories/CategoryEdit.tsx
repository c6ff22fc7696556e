import { useState } from 'react';
import { useDataProvider, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CATEGORY_LIMITS, CATEGORY_MESSAGES } from '@shop/common';
import { CATEGORY_TEXTS, ADMIN_TOASTS } from '../texts';
import type { Category } from '../api/types';
import { FormScreen, RecordNotFound } from '../ui/FormScreen';
import { useLeaveAfterSave } from '../ui/useLeaveAfterSave';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { CategoryForm, type CategoryValues } from './CategoryForm';
import { toCategoryBody } from './categoriesApi';
import { uploadsCalls } from '../uploader/uploadsApi';

export default function CategoryEdit() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider();
  const leave = useLeaveAfterSave();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const { data: category, isPending, error } = useGetOne<Category>('categories', { id }, { retry: false });

  if (isPending) return <Spinner />;
  if (error || !category) {
    return <RecordNotFound back="/categories" backLabel={CATEGORY_TEXTS.back} title={CATEGORY_TEXTS.notFound} text={CATEGORY_TEXTS.notFoundText} />;
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
        toast({ title: ADMIN_TOASTS.categoryUpdateFailed, description: (e as Error).message, variant: 'destructive' });
        return undefined;
      }
      return formFailure(e, { action: 'update', entity: 'category' }, toast);
    }
    setProgress(null);
    toast({ title: CATEGORY_MESSAGES.updated });
    return leave('/categories');
  };

  return (
    <FormScreen back="/categories" backLabel={CATEGORY_TEXTS.back} title={CATEGORY_TEXTS.editTitle} subtitle={category.name}>
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
        submitLabel={CATEGORY_TEXTS.submitUpdate}
        currentImage={category.image}
        imageRequired={!category.image}
        progress={progress}
        onSubmit={submit}
      />
    </FormScreen>
  );
}
