import type { DemoCategory } from './demo-catalog';

/** Arabic texts of the demo shop, kept beside the English catalog and matched by its category key and product name. */
export interface DemoArabic {
  name: string;
  description: string;
}

export const DEMO_CATEGORIES_AR: Record<DemoCategory['key'], DemoArabic> = {
  caps: {
    name: 'قبعات',
    description: 'قبعات سناب باك وقبعات بمقاس ثابت وقبعات داد هات وتراكر: إصدارات جديدة وقطع فينتج مختارة من مانيلا.',
  },
  tees: {
    name: 'تيشيرتات فينتج',
    description: 'تيشيرتات كلاسيكية بخياطة مفردة وتيشيرتات رياضية وطبعات فلبينية محلية، نفحصها وننظفها قبل الشحن.',
  },
  shoes: {
    name: 'أحذية',
    description: 'أحذية رياضية وأحذية تزلج، من أزواج جديدة لم تُلبس إلى أزواج مستعملة بحالة ممتازة.',
  },
};

/**
 * By English product name, one entry for every demo product (seed.e2e-spec.ts checks it): the demo is the first thing
 * a new owner sees, and an Arabic page must not fall back to English. Brands are written in Arabic letters as Saudi
 * shops write them (نايكي, أديداس; search finds them either way); model names printed on the goods (9FIFTY, OG,
 * Sk8-Hi, Heritage86) stay in Latin letters, as on the label the shopper will read.
 */
export const DEMO_PRODUCTS_AR: Record<string, DemoArabic> = {
  'New Era 9FIFTY Lakers Snapback': {
    name: 'قبعة نيو إيرا 9FIFTY ليكرز سناب باك',
    description: 'قبعة سناب باك 9FIFTY بتصميم منظّم بلون ليكرز البنفسجي، عليها شعار الفريق مطرّز من الأمام، مع إغلاق خلفي قابل للتعديل.',
  },
  'New Era 59FIFTY Yankees Fitted': {
    name: 'قبعة نيو إيرا 59FIFTY يانكيز بمقاس ثابت',
    description: 'القبعة الكلاسيكية بمقاس ثابت: تاج من مزيج الصوف، وحافة مسطّحة، وشعار NY المتشابك.',
  },
  'KRWN Crown Logo Dad Hat': {
    name: 'قبعة داد هات KRWN بشعار التاج',
    description: 'قبعة داد هات قطنية مرنة، عليها تاج KRWN مطرّز من الأمام، مع حزام خلفي بإبزيم نحاسي.',
  },
  'Tambay Jeepney Trucker Cap': {
    name: 'قبعة تراكر تامباي جيبني',
    description: 'قبعة تراكر بظهر شبكي ورقعة جيبني من مانيلا مرسومة باليد. تُصنع بكميات صغيرة في الفلبين.',
  },
  "'47 Chicago Bulls Clean Up": {
    name: 'قبعة 47 شيكاغو بولز كلين أب',
    description: 'قبعة كلين أب بحزام خلفي بلون بولز الأحمر، استُخدمت قليلًا، بلا بقع، والحزام بحالة جيدة.',
  },
  'Mitchell & Ness SuperSonics Vintage Snapback': {
    name: 'قبعة ميتشل آند نس سوبرسونيكس فينتج سناب باك',
    description: 'قبعة سناب باك من مجموعة Hardwood Classics بألوان سوبرسونيكس الأخضر والذهبي، من إصدار أوائل الألفية. بطانة الحافة الخضراء سليمة.',
  },
  'Nike Heritage86 Swoosh Cap': {
    name: 'قبعة نايكي Heritage86 بشعار سووش',
    description: 'قبعة يومية Heritage86 بحافة منحنية وشعار سووش مطرّز؛ مغسولة، وفي التاج بهتان خفيف.',
  },
  'Adidas Trefoil 90s Vintage Cap': {
    name: 'قبعة أديداس تريفويل فينتج من التسعينات',
    description: 'قبعة تريفويل من التسعينات بحزام جلدي، اخترناها من متجر مستعمل في كوباو. آثار استخدام بسيطة، ونظيفة من الداخل.',
  },
  'Tambay Sari-Sari Corduroy Cap': {
    name: 'قبعة تامباي ساري ساري كوردروي',
    description: 'قبعة بست قطع من قماش الكوردروي مع رقعة متجر ساري ساري. لم تُطرح بعد.',
  },
  'Starter Bulls 1992 Collector Snapback': {
    name: 'قبعة ستارتر بولز 1992 سناب باك للمقتنين',
    description: 'قبعة سناب باك أصلية من ستارتر عام 1992 من حقبة البطولات الثلاث المتتالية، وما زالت بملصقاتها. قطعة للمقتنين.',
  },
  'Nike Air Jordan 90s Vintage Tee': {
    name: 'تيشيرت نايكي إير جوردن فينتج من التسعينات',
    description: 'تيشيرت برسمة جمب مان من التسعينات، بحواف بخياطة مفردة وطبعة باهتة ناعمة. مقاسه مضبوط.',
  },
  'KRWN Oversized Logo Tee': {
    name: 'تيشيرت KRWN أوفر سايز بالشعار',
    description: 'تيشيرت أوفر سايز بقماش ثقيل، عليه شعار KRWN بطباعة بارزة على الصدر.',
  },
  'Tambay Pinoy Pride Graphic Tee': {
    name: 'تيشيرت تامباي بينوي برايد مطبوع',
    description: 'تيشيرت بطباعة سلك سكرين يحتفي بثقافة الشارع الفلبينية: شمس ونجوم وأفق من سيارات الجيبني.',
  },
  'Mitchell & Ness Lakers Warm-Up Tee': {
    name: 'تيشيرت إحماء ليكرز من ميتشل آند نس',
    description: 'تيشيرت إحماء لفريق ليكرز بطبعة متشققة بطابع قديم، لُبس مرات قليلة.',
  },
  'Adidas Originals 80s Ringer Tee': {
    name: 'تيشيرت أديداس أوريجينالز رينجر من الثمانينات',
    description: 'تيشيرت رينجر من الثمانينات بطبعة تريفويل، وياقة وأطراف أكمام بلون مختلف. صُنع في الفلبين.',
  },
  '90s Single-Stitch Band Tee': {
    name: 'تيشيرت فرقة موسيقية بخياطة مفردة من التسعينات',
    description: 'تيشيرت جولة موسيقية من التسعينات على قطعة Hanes Beefy، بأكمام بخياطة مفردة. بيع في بسطة يوم الجمعة.',
  },
  "'47 Red Sox Scrum Tee": {
    name: 'تيشيرت 47 ريد سوكس سكرم',
    description: 'تيشيرت سكرم بطبعة ريد سوكس متشققة بطابع قديم، نظّفناه تنظيفًا احترافيًا وأعدنا خياطة حوافه.',
  },
  'Converse Chuck Logo Tee': {
    name: 'تيشيرت كونفرس بشعار تشاك',
    description: 'تيشيرت يومي ناعم بشعار نجمة تشاك تايلور؛ فيه وبر خفيف من الاستخدام.',
  },
  "Nike Air Force 1 '07 Low": {
    name: "حذاء نايكي إير فورس 1 '07 منخفض",
    description: 'الحذاء الكلاسيكي الأبيض بالكامل، بجزء علوي من الجلد وتوسيد Air. جديد في علبته.',
  },
  'Adidas Samba OG': {
    name: 'حذاء أديداس سامبا OG',
    description: 'المفضّل في المدرجات، بجزء علوي من الجلد ومقدمة من الشامواه على شكل T ونعل مطاطي عسلي.',
  },
  'Vans Old Skool Classic': {
    name: 'حذاء فانز أولد سكول كلاسيك',
    description: 'حذاء أولد سكول من القماش والشامواه مع الخط الجانبي المعروف؛ النعل ما زال فيه عمر طويل.',
  },
  'Converse Chuck 70 Hi Canvas': {
    name: 'حذاء كونفرس تشاك 70 عالي قماش',
    description: 'حذاء تشاك 70 عالي من القماش بلون كريمي، بنعل أوسط لامع؛ مستعمل ومنظّف وبأربطة جديدة.',
  },
  'Vans Sk8-Hi Refurbished': {
    name: 'حذاء فانز Sk8-Hi مجدَّد',
    description: 'حذاء Sk8-Hi بياقة مبطّنة؛ نظّفناه تنظيفًا عميقًا، وأعدنا لصق نعله، وركّبنا له فرشًا داخلية جديدة.',
  },
  'Air Jordan 1 Retro High OG Chicago': {
    name: 'حذاء إير جوردن 1 ريترو هاي OG شيكاغو',
    description: 'إصدار 2015 من ألوان شيكاغو الأصلية لعام 1985، محفوظ في علبته الأصلية. زوج للمقتنين.',
  },
};

/** The Arabic alt text of a demo product's image: its Arabic name, and the view number after the first. */
export function demoAltAr(arabicName: string | undefined, view: number): string | null {
  if (!arabicName) return null;
  return view === 0 ? arabicName : `${arabicName}، الصورة ${view + 1}`;
}
