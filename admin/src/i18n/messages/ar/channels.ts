import type en from '../en/channels';
import type { Catalogue } from '../../catalogue';

// Meta's and Google's menus are named as their English screens name them (that is what the staff member clicks there),
// each path isolated left to right (U+2066 … U+2069) so its arrows keep pointing the way it is clicked through.
const ar: Catalogue<typeof en> = {
  title: 'قنوات البيع',
  intro:
    'تعرض إنستغرام وفيسبوك وواتساب (عبر Meta Commerce Manager) وتسوق Google ‏(عبر Merchant Center) منتجاتك من هذه الخلاصات. تتحدث الخلاصات تلقائيًا عند تغيّر منتج أو سعره أو مخزونه، ولا تشمل المنتجات المخفية والمؤرشفة.',
  englishFeed: 'الخلاصة الإنجليزية',
  arabicFeed: 'الخلاصة العربية',
  feedPart: '%{feed} %{n}',
  copy: 'نسخ',
  copyFeed: 'نسخ %{feed}',
  copied: 'نُسخ عنوان الخلاصة',
  copyFailed: 'تعذّر النسخ: حدّد العنوان وانسخه يدويًا',
  metaHow: 'في ⁦Commerce Manager⁩: ⁦Catalogue → Data sources → Add items → Data feed → Scheduled feed⁩، ثم الصق العنوان واختر التحديث يوميًا أو كل ساعة.',
  googleHow:
    'في ⁦Merchant Center⁩: ⁦Products → Feeds → Add primary feed → Scheduled fetch⁩، ثم الصق العنوان؛ وأضف الخلاصة العربية خلاصةً ثانية لغتها العربية.',
  partsNote: 'الكتالوج مقسّم إلى عدة ملفات: أضف كل عنوان أدناه خلاصةً مستقلة.',
};

export default ar;
