import type en from '../en/invoices';
import type { Catalogue } from '../../catalogue';

const ar: Catalogue<typeof en> = {
  link: 'الفاتورة',
  vatMonths: {
    title: 'ضريبة القيمة المضافة شهريًا',
    month: 'الشهر',
    docs: 'الفواتير / الإشعارات الدائنة',
    net: 'صافي المبيعات (ر.س)',
    vat: 'ضريبة القيمة المضافة (ر.س)',
    gross: 'الإجمالي شامل الضريبة (ر.س)',
    csv: 'تنزيل ملف CSV لإقرار ضريبة القيمة المضافة',
  },
  downloadFailed: 'تعذر التنزيل (%{status})',
};

export default ar;
