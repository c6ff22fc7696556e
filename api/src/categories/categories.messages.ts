import { ARABIC_FIELD_MESSAGES, CATEGORY_LIMITS, GOOGLE_CATEGORY_MESSAGE, withArabic } from '@shop/common';

/** Server-side texts the specs leave open (the spec's own texts come from CATEGORY_MESSAGES in @shop/common). */
export const CATEGORY_SERVER_MESSAGES = withArabic(
  {
    nameTooLong: `Category name must be less than ${CATEGORY_LIMITS.nameMax} characters`,
    descriptionTooLong: `Description must be less than ${CATEGORY_LIMITS.descriptionMax} characters`,
    imageInvalid: 'Category image must be a valid URL',
    visibilityBoolean: 'publiclyVisible must be true or false',
    bulkNotList: 'Send a list of { id, sortOrder } entries',
    bulkEmpty: 'The list of sort orders is empty',
    bulkDuplicate: 'Each category may appear only once',
    idInvalid: 'Category id is not valid',
    searchTooLong: 'Search must be at most 100 characters',
    nameArTooLong: ARABIC_FIELD_MESSAGES.categoryNameMax,
    descriptionArTooLong: ARABIC_FIELD_MESSAGES.categoryDescriptionMax,
    googleCategoryTooLong: GOOGLE_CATEGORY_MESSAGE,
  } as const,
  {
    nameTooLong: `اسم الفئة أقل من ${CATEGORY_LIMITS.nameMax} حرف`,
    descriptionTooLong: `الوصف أقل من ${CATEGORY_LIMITS.descriptionMax} حرف`,
    imageInvalid: 'صورة الفئة يجب أن تكون رابطًا صحيحًا',
    visibilityBoolean: 'publiclyVisible يجب أن تكون true أو false',
    bulkNotList: 'أرسل قائمة من { id, sortOrder }',
    bulkEmpty: 'قائمة الترتيب فارغة',
    bulkDuplicate: 'كل فئة تظهر مرة واحدة فقط',
    idInvalid: 'معرّف الفئة غير صالح',
    searchTooLong: 'البحث 100 حرف على الأكثر',
    nameArTooLong: null,
    descriptionArTooLong: null,
    googleCategoryTooLong: null,
  },
);
