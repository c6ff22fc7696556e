import type { layout as enLayout } from '../en/layout';

/** The header and footer of every page. Same keys as en/layout.ts. */
export const layout: typeof enLayout = {
  header: {
    homeLabel: (shop: string) => `الصفحة الرئيسية لـ ${shop}`,
    mainNav: 'القائمة الرئيسية',
    mobileNav: 'قائمة الجوال',
    home: 'الرئيسية',
    shop: 'تسوّق',
    allProducts: 'كل المنتجات',
    shopByCategory: 'تسوّق حسب الفئة',
    noCategories: 'لا توجد فئات متاحة',
    search: 'بحث',
    searchProducts: 'ابحث في المنتجات',
    searchPlaceholder: 'ابحث عن كابات، تيشيرتات، أحذية، ماركات…',
    openCart: 'افتح السلة',
    menu: 'القائمة',
  },
  footer: {
    shop: 'المتجر',
    allProducts: 'كل المنتجات',
    contact: 'تواصل معنا',
    pickup: 'الاستلام كل جمعة، 10:00 ص - 6:00 م',
    rights: (year: number, shop: string) => `© ${year} ${shop}. الأسعار بالريال السعودي.`,
    privacy: 'لا نجمع بياناتك الشخصية ولا نخزّنها. تُستخدم تفاصيل الطلب لتنفيذ طلبك فقط.',
  },
};
