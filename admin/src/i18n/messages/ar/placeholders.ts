import type en from '../en/placeholders';
import type { Catalogue } from '../../catalogue';

const ar: Catalogue<typeof en> = {
  filter: 'تصفية',
  export: 'تصدير',
  tab: '%{name} (%{count})',
  reviews: {
    title: 'تقييمات العملاء',
    subtitle: 'راجع ما يقوله العملاء عن منتجاتك.',
    empty: 'لا توجد تقييمات بعد',
    tabs: { all: 'الكل', pending: 'قيد المراجعة', approved: 'مقبولة', rejected: 'مرفوضة' },
    stats: { total: 'إجمالي التقييمات', pending: 'قيد المراجعة', approved: 'مقبولة', rating: 'متوسط التقييم' },
    guidelinesTitle: 'إرشادات التقييمات',
    guidelines: {
      honest: 'اقبل التقييمات التي تصف المنتج بصدق، إيجابية كانت أو سلبية.',
      reject: 'ارفض التقييمات التي تحتوي على ألفاظ مسيئة أو بيانات شخصية أو روابط مزعجة.',
      reply: 'رُدّ على الشكاوى بلطف واقترح طريقة لحلها.',
    },
  },
  inquiries: {
    title: 'استفسارات العملاء',
    subtitle: 'أجب عن أسئلة العملاء في مكان واحد.',
    empty: 'لا توجد استفسارات بعد',
    tabs: { all: 'الكل', inProgress: 'قيد المعالجة', pending: 'بانتظار الرد', resolved: 'تم حلها' },
    stats: { total: 'إجمالي الاستفسارات', pending: 'بانتظار الرد', inProgress: 'قيد المعالجة', resolved: 'تم حلها' },
    responseTarget: 'متوسط زمن الرد المستهدف: أقل من 24 ساعة',
    templateTitle: 'نموذج الرد',
    template: 'مرحبًا {name}، شكرًا لتواصلك معنا! {answer} إذا كانت لديك أسئلة أخرى فيسعدنا مساعدتك. مع أطيب التحيات، {shop}',
  },
};

export default ar;
