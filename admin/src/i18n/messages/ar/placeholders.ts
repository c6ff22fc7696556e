import type en from '../en/placeholders';
import type { Catalogue } from '../../catalogue';
import { placeholderScreen, TAB_WORD } from '../placeholderScreen';

const ar: Catalogue<typeof en> = {
  filter: 'تصفية',
  export: 'تصدير',
  tab: '%{name} (%{count})',
  reviews: placeholderScreen(
    { title: 'تقييمات العملاء', subtitle: 'راجع ما يقوله العملاء عن منتجاتك.', empty: 'لا توجد تقييمات بعد' },
    { total: 'إجمالي التقييمات', pending: TAB_WORD, approved: TAB_WORD, rating: 'متوسط التقييم' },
    { all: 'الكل', pending: 'قيد المراجعة', approved: 'مقبولة', rejected: 'مرفوضة' },
    {
      guidelinesTitle: 'إرشادات التقييمات',
      guidelines: {
        honest: 'اقبل التقييمات التي تصف المنتج بصدق، إيجابية كانت أو سلبية.',
        reject: 'ارفض التقييمات التي تحتوي على ألفاظ مسيئة أو بيانات شخصية أو روابط مزعجة.',
        reply: 'رُدّ على الشكاوى بلطف واقترح طريقة لحلها.',
      },
    },
  ),
  inquiries: placeholderScreen(
    { title: 'استفسارات العملاء', subtitle: 'أجب عن أسئلة العملاء في مكان واحد.', empty: 'لا توجد استفسارات بعد' },
    { total: 'إجمالي الاستفسارات', pending: TAB_WORD, inProgress: TAB_WORD, resolved: TAB_WORD },
    { all: 'الكل', inProgress: 'قيد المعالجة', pending: 'بانتظار الرد', resolved: 'تم حلها' },
    {
      responseTarget: 'متوسط زمن الرد المستهدف: أقل من 24 ساعة',
      templateTitle: 'نموذج الرد',
      template: 'مرحبًا {name}، شكرًا لتواصلك معنا! {answer} إذا كانت لديك أسئلة أخرى فيسعدنا مساعدتك. مع أطيب التحيات، {shop}',
    },
  ),
};

export default ar;
