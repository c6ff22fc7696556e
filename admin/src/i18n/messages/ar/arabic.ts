import type en from '../en/arabic';
import type { Catalogue } from '../../catalogue';

const ar: Catalogue<typeof en> = {
  nameAr: 'الاسم بالعربية',
  descriptionAr: 'الوصف بالعربية',
  hint: 'اختياري. يظهر في المتجر العربي؛ وإذا تُرك فارغًا يظهر النص الإنجليزي هناك.',
  imageAltAr: 'النص البديل بالعربية، الصورة %{n}',
  imageAltHint: 'يصف كل صورة لقارئات الشاشة العربية ومحركات البحث؛ وإذا تُرك فارغًا يُستخدم النص البديل الإنجليزي.',
  businessAddressAr: 'عنوان النشاط بالعربية',
  taglineAr: 'الشعار النصي بالعربية',
  settingsHint: 'اختياري؛ وإذا تُرك فارغًا تعرض الصفحات العربية النص الإنجليزي.',
};

export default ar;
