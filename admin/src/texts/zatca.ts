/** The ZATCA reporting card's words (back office, English). */
export const ZATCA_TEXTS = {
  title: 'ZATCA reporting · الإبلاغ إلى هيئة الزكاة',
  waiting: (n: number) => (n === 1 ? '1 document waiting to be reported' : `${n} documents waiting to be reported`),
  oldest: (age: string) => `oldest waiting ${age}`,
  allReported: 'Every document is reported to ZATCA.',
  late: 'The oldest document has waited over 12 hours: ZATCA needs it within 24. Check the connection to Fatoora.',
  rejected: (n: number) => (n === 1 ? '1 document rejected by ZATCA' : `${n} documents rejected by ZATCA`),
  rejection: (number: number) => `Invoice ${number}`,
} as const;
