import type en from '../en/shell';
import type { Catalogue } from '../../catalogue';

const ar: Catalogue<typeof en> = {
  language: {
    label: 'اللغة',
    switchTo: 'تحويل لوحة الإدارة إلى %{language}',
    saveFailed: 'تعذّر حفظ اللغة المختارة؛ ستبقى على هذا الجهاز حتى تسجّل الدخول مرة أخرى.',
  },
};
export default ar;
