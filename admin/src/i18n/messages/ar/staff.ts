import type en from '../en/staff';
import type { Catalogue } from '../../catalogue';

const ar: Catalogue<typeof en> = {
  title: 'الموظفون',
  subtitle: 'أضف موظفين، وغيّر أدوارهم، أو أوقف وصولهم.',
  invite: 'إضافة موظف',
  inviteTitle: 'إضافة موظف جديد',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  role: 'الدور',
  roleOf: 'دور %{name}',
  initialPassword: 'كلمة المرور الأولى',
  status: 'الحالة',
  active: 'نشط',
  disabled: 'معطّل',
  disable: 'تعطيل',
  enable: 'تفعيل',
  lastLogin: 'آخر دخول',
  never: 'لم يسجّل الدخول بعد',
  you: '(أنت)',
  send: 'إنشاء الحساب',
  invited: 'أُضيف الموظف',
  roleChanged: 'حُدِّث الدور',
  statusChanged: 'حُدِّث الوصول',
  disableTitle: 'تعطيل الموظف',
  disableText: 'تعطيل %{name}؟ لن يتمكن من تسجيل الدخول بعد ذلك.',
  empty: 'لا يوجد موظفون بعد',
  loading: 'جارٍ تحميل الموظفين...',
};
export default ar;
