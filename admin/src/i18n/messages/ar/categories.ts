import type en from '../en/categories';
import type { Catalogue } from '../../catalogue';

const ar: Catalogue<typeof en> = {
  // react-admin asks for a resource's name with smart_count 1 (one) or 2 (a list's title): 2 reads as the plural here
  resources: {
    categories: {
      name: 'فئات |||| فئة |||| فئات |||| فئات |||| فئات |||| فئات',
      fields: {
        name: 'اسم الفئة',
        description: 'الوصف',
        nameAr: 'الاسم بالعربية',
        descriptionAr: 'الوصف بالعربية',
        sortOrder: 'الترتيب',
        googleProductCategory: 'فئة منتجات Google',
        publiclyVisible: 'ظاهرة للعامة',
        image: 'صورة الفئة',
      },
    },
  },
  title: 'الفئات',
  list: {
    searchPlaceholder: 'ابحث بالاسم أو الوصف أو الحالة...',
    clearSearch: 'مسح البحث',
    noResults: 'لم يُعثر على فئات',
    showArchived: 'عرض المؤرشفة',
    clearFilters: 'مسح عوامل التصفية',
    add: 'إضافة فئة',
    loading: 'جارٍ تحميل الفئات...',
    emptyArchived: 'لا توجد فئات مؤرشفة',
    emptyPublic: 'لا توجد فئات معروضة للعامة',
    showPublic: 'عرض الفئات الظاهرة للعامة',
    columns: {
      image: 'الصورة',
      name: 'الاسم',
      description: 'الوصف',
      products: 'المنتجات',
      status: 'الحالة',
      sortOrder: 'الترتيب',
      actions: 'الإجراءات',
    },
    cardFacts:
      'لا منتجات · الترتيب %{sortOrder} |||| منتج واحد · الترتيب %{sortOrder} |||| منتجان · الترتيب %{sortOrder} |||| %{smart_count} منتجات · الترتيب %{sortOrder} |||| %{smart_count} منتجًا · الترتيب %{sortOrder} |||| %{smart_count} منتج · الترتيب %{sortOrder}',
    result: 'لا توجد فئات |||| فئة واحدة |||| فئتان |||| %{smart_count} فئات |||| %{smart_count} فئة |||| %{smart_count} فئة',
    available: 'متاحة',
    unavailable: 'غير متاحة',
    edit: 'تعديل',
    hide: 'إخفاء',
    show: 'إظهار',
    hideTitle: 'إخفاء الفئة',
    showTitle: 'إظهار الفئة',
    hideText: 'هل تريد فعلًا إخفاء الفئة؟ ستُزال من صفحات المتجر العامة.',
    showText: 'هل تريد فعلًا إظهار الفئة؟ ستظهر في صفحات المتجر العامة.',
  },
  form: {
    createTitle: 'إنشاء فئة',
    editTitle: 'تعديل الفئة',
    name: 'اسم الفئة',
    description: 'الوصف',
    sortOrder: 'الترتيب',
    sortOrderMin: 'يجب ألا يقل الترتيب عن %{min}',
    googleProductCategory: 'فئة منتجات Google',
    googleProductCategoryHelp:
      'اختياري. فئة Google لمنتجات هذه الفئة في خلاصات قنوات البيع، بمسارها أو رقمها (مثل Apparel & Accessories > Clothing Accessories > Hats أو 173).',
    publiclyVisible: 'ظاهرة للعامة',
    image: 'صورة الفئة *',
    imageRequirementsCreate: 'JPEG أو JPG أو PNG، بحد أقصى 5 ميجابايت. صورة واحدة.',
    replaceImage: 'استبدال الصورة',
    currentImage: 'الصورة الحالية',
    cancel: 'إلغاء',
    back: 'العودة إلى الفئات',
    submitCreate: 'إنشاء الفئة',
    submitUpdate: 'تحديث الفئة',
    submitting: 'جارٍ الإرسال...',
    notFound: 'الفئة غير موجودة',
    notFoundText: 'الفئة التي تبحث عنها غير موجودة أو حُذفت.',
    imageUploadFailed: 'تعذّر رفع الصورة',
    imageUploadFailedText: 'أُنشئت الفئة لكن رفع الصورة فشل. يُرجى تعديلها وإضافة صورة.',
    updateFailed: 'خطأ: تعذّر تحديث الفئة. يُرجى المحاولة مرة أخرى.',
  },
};

export default ar;
