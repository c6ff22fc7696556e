import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CATEGORY_LIMITS, CATEGORY_MESSAGES } from '@shop/common';
import type { Category } from '../api/types';
import { FormScreen } from '../ui/FormScreen';
import { useLeaveAfterSave } from '../ui/useLeaveAfterSave';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { CategoryForm, type CategoryValues } from './CategoryForm';
import { categoryImageBody, toCategoryBody, categoriesCalls } from './categoriesApi';
import { uploadsCalls } from '../uploader/uploadsApi';
import { inStaffLanguage } from '../i18n/plain';

const NEXT_SORT_ORDER_KEY = ['categoryNextSortOrder'];

export default function CategoryCreate() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const leave = useLeaveAfterSave();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();
  // The suggested next sort order is also the lowest a new category may take, so a new one never jumps ahead. It is
  // kept fresh 5 minutes (the app's default) like the other category data; a create uses it up, so it is read again.
  const next = useQuery({
    queryKey: NEXT_SORT_ORDER_KEY,
    queryFn: () => categoriesCalls.nextCategorySortOrder(),
  });

  if (next.isPending) return <Spinner />;
  const minSort = next.data ?? CATEGORY_LIMITS.sortOrderMin;

  const submit = async (values: CategoryValues, images: { file: File; alt: string; order: number }[]) => {
    let created: Category;
    try {
      ({ data: created } = (await dataProvider.create('categories', {
        data: toCategoryBody(values),
      })) as { data: Category });
    } catch (e) {
      return formFailure(e, { action: 'create', entity: 'category' }, toast);
    }
    // stale from now on, read again on the next visit (not while this screen is leaving)
    void queryClient.invalidateQueries({ queryKey: NEXT_SORT_ORDER_KEY, refetchType: 'none' });
    try {
      setProgress(0);
      const [uploaded] = await uploadsCalls.uploadEntityImages({ entityType: 'category', id: created.id, images, onProgress: setProgress });
      await dataProvider.update('categories', {
        id: created.id,
        data: categoryImageBody(created.name, uploaded),
        previousData: created,
      });
    } catch {
      setProgress(null);
      toast({
        title: translate('shop.categories.form.imageUploadFailed'),
        description: translate('shop.categories.form.imageUploadFailedText'),
        variant: 'destructive',
      });
      return leave(`/categories/${created.id}/edit`);
    }
    setProgress(null);
    toast({ title: inStaffLanguage(CATEGORY_MESSAGES.created) });
    return leave('/categories');
  };

  return (
    <FormScreen back="/categories" backLabel={translate('shop.categories.form.back')} title={translate('shop.categories.form.createTitle')}>
      <CategoryForm
        defaultValues={{
          name: '',
          description: '',
          nameAr: '',
          descriptionAr: '',
          googleProductCategory: '',
          sortOrder: minSort,
          publiclyVisible: true,
        }}
        sortOrderMin={minSort}
        submitLabel={translate('shop.categories.form.submitCreate')}
        imageRequired
        progress={progress}
        onSubmit={submit}
      />
    </FormScreen>
  );
}
