import type { Plural } from '../plural';
import type { client as enClient } from '../en/client';

/** Texts the framework-free page scripts need. Same keys as en/client.ts. */
export const client: typeof enClient = {
  client: {
    cartEmpty: 'افتح السلة، فارغة',
    cartItems: { one: 'افتح السلة، منتج واحد', two: 'افتح السلة، منتجان', few: 'افتح السلة، {n} منتجات', many: 'افتح السلة، {n} منتجًا', other: 'افتح السلة، {n} منتج' } as Plural,
    inCart: '{n} في السلة',
    dismiss: 'إغلاق الإشعار',
    imageStatus: 'الصورة {n} من {count}',
    pauseSlideshow: 'إيقاف العرض التلقائي',
    playSlideshow: 'تشغيل العرض التلقائي',
    copied: 'نُسخ!',
    copyLink: 'انسخ الرابط',
    toasts: {
      added: { title: 'أُضيف إلى السلة', description: 'أُضيف {name} إلى سلتك' },
      removed: { title: 'أُزيل المنتج', description: 'أُزيل {name} من سلتك.' },
      cleared: { title: 'أُفرغت السلة', description: 'أُزيلت كل المنتجات من سلتك.' },
      empty: { title: 'السلة فارغة', description: 'أضف بعض المنتجات إلى سلتك قبل المتابعة.' },
      copyFailed: { title: 'تعذّر النسخ', description: 'تعذّر نسخ الرابط. حاول مرة أخرى.' },
      sharingFailed: { title: 'تعذّرت المشاركة', description: 'تعذّرت المشاركة الآن. حاول مرة أخرى.' },
      popupBlocked: { title: 'النوافذ المنبثقة محظورة', description: 'اسمح بالنوافذ المنبثقة لهذا الموقع للمشاركة على الشبكات الاجتماعية.' },
      linkCopied: { title: 'نُسخ الرابط!', description: 'رابط المنتج في الحافظة.' },
      instagramReady: { title: 'جاهز لإنستغرام!', description: 'نُسخ النص. الصقه في منشورك أو قصتك على إنستغرام.' },
    },
    stock: {
      soldOut: 'نفدت الكمية',
      soldOutToast: { title: 'نفدت الكمية', description: 'نفدت كمية {name} للتو، فلا يمكن إضافته إلى سلتك.' },
      goneToast: { title: 'غير متوفر', description: '{name} لم يعد متوفرًا.' },
      limitToast: {
        title: 'لا توجد كمية إضافية',
        description: {
          one: 'المتوفر من {name} قطعة واحدة فقط، وهي في سلتك.',
          two: 'المتوفر من {name} قطعتان فقط، وكلتاهما في سلتك.',
          few: 'المتوفر من {name} {n} قطع فقط، وكلها في سلتك.',
          many: 'المتوفر من {name} {n} قطعة فقط، وكلها في سلتك.',
          other: 'المتوفر من {name} {n} قطعة فقط، وكلها في سلتك.',
        } as Plural,
      },
      clampedToast: {
        title: 'تم تحديث السلة',
        description: {
          one: 'بقيت من {name} قطعة واحدة فقط، فأصبحت سلتك تضم قطعة واحدة.',
          two: 'بقيت من {name} قطعتان فقط، فأصبحت سلتك تضم قطعتين.',
          few: 'بقيت من {name} {n} قطع فقط، فأصبحت سلتك تضم {n} قطع.',
          many: 'بقيت من {name} {n} قطعة فقط، فأصبحت سلتك تضم {n} قطعة.',
          other: 'بقيت من {name} {n} قطعة فقط، فأصبحت سلتك تضم {n} قطعة.',
        } as Plural,
      },
    },
  },
};
