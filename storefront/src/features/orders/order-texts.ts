import type { OrderStatus } from '@shop/common';
import type { Lang } from '../../i18n/lang';

/** The order page's words, English and Arabic; statuses as the shopper reads them. */
export const ORDER_PAGE_TEXT = {
  en: {
    title: 'Your order',
    loading: 'Loading your order…',
    notFound: 'We could not find this order',
    notFoundText: 'The code may be mistyped, or the order expired. Message us and we will help.',
    unreachable: 'We could not load your order just now.',
    retry: 'Try again',
    status: { NEW: 'New', CONFIRMED: 'Confirmed', READY: 'Ready for pickup', COMPLETED: 'Completed', CANCELLED: 'Cancelled' },
    since: 'since',
    pickup: 'Pickup day',
    total: 'Total',
    size: 'Size',
    chat: 'Message us about this order',
    privacy: 'This page shows your order only: we keep no name, number or address with it.',
  },
  ar: {
    title: 'طلبك',
    loading: 'جارٍ تحميل طلبك…',
    notFound: 'لم نتمكن من العثور على هذا الطلب',
    notFoundText: 'قد يكون الرمز مكتوبًا بشكل خاطئ أو انتهت صلاحية الطلب. راسلنا وسنساعدك.',
    unreachable: 'تعذّر تحميل طلبك الآن.',
    retry: 'حاول مرة أخرى',
    status: { NEW: 'جديد', CONFIRMED: 'مؤكد', READY: 'جاهز للاستلام', COMPLETED: 'مكتمل', CANCELLED: 'ملغى' },
    since: 'منذ',
    pickup: 'يوم الاستلام',
    total: 'الإجمالي',
    size: 'المقاس',
    chat: 'راسلنا بشأن هذا الطلب',
    privacy: 'تعرض هذه الصفحة طلبك فقط: لا نحفظ معه أي اسم أو رقم أو عنوان.',
  },
} as const satisfies Record<Lang, { status: Record<OrderStatus, string>; [text: string]: unknown }>;

/** The order page's address for a code, in the shopper's language. */
export function orderPagePath(lang: Lang, code: string): string {
  return `${lang === 'ar' ? '/ar' : ''}/orders/${code}`;
}

const LINK_LABEL: Record<Lang, { message: string; step: string }> = {
  en: { message: 'Follow your order', step: 'Follow your order on its page' },
  ar: { message: 'تابع طلبك', step: 'تابع طلبك على صفحته' },
};

/** The chat message with the order page's link after the total. */
export function withOrderLink(message: string, url: string, lang: Lang): string {
  return `${message}\n\n${LINK_LABEL[lang].message}: ${url}`;
}

export const orderLinkLabel = (lang: Lang) => LINK_LABEL[lang].step;
