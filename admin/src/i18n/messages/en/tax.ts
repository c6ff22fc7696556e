/**
 * Settings → Tax and legal, the dashboard's VAT threshold alert and ZATCA reporting card. In English the law's own
 * Arabic terms stay beside the English, as the owner reads them on ZATCA's forms.
 */
export default {
  title: 'Tax and legal · الضريبة والبيانات القانونية',
  note: 'Only the owner changes these. With VAT registered on, every sale gets a simplified tax invoice and shoppers read "incl. VAT".',
  save: 'Save tax and legal',
  fields: {
    vatRegistered: 'VAT registered · مسجل في ضريبة القيمة المضافة',
    vatNumber: 'VAT number · الرقم الضريبي',
    vatRate: 'VAT rate (%) · نسبة الضريبة',
    pricesIncludeVat: 'Prices entered include VAT · الأسعار شاملة الضريبة',
    legalNameAr: 'Legal name (Arabic) · الاسم القانوني بالعربية',
    legalNameEn: 'Legal name (English) · الاسم القانوني بالإنجليزية',
    crNumber: 'CR number · رقم السجل التجاري',
    sbcCertificateNumber: 'Saudi Business Center certificate · شهادة المركز السعودي للأعمال',
    sellerBuildingNumber: 'Building number · رقم المبنى',
    sellerStreet: 'Street · الشارع',
    sellerDistrict: 'District · الحي',
    sellerCity: 'City · المدينة',
    sellerPostalCode: 'Postal code · الرمز البريدي',
  },
  threshold: {
    may: {
      title: 'You may register for VAT · يمكنك التسجيل في ضريبة القيمة المضافة',
      text: 'Sales in the last 12 months: %{sales}, above the voluntary threshold of %{voluntary}. Registration becomes mandatory above %{mandatory}.',
    },
    must: {
      title: 'You must register for VAT · يجب عليك التسجيل في ضريبة القيمة المضافة',
      text: 'Sales in the last 12 months: %{sales}, above the mandatory threshold of %{mandatory}. Register with ZATCA, then turn VAT on in Settings → Tax and legal.',
    },
  },
  zatca: {
    title: 'ZATCA reporting · الإبلاغ إلى هيئة الزكاة',
    waiting: '%{smart_count} document waiting to be reported |||| %{smart_count} documents waiting to be reported',
    waitingSince: '%{waiting}, oldest waiting %{age}.',
    allReported: 'Every document is reported to ZATCA.',
    late: 'The oldest document has waited over 12 hours: ZATCA needs it within 24. Check the connection to Fatoora.',
    rejected: '%{smart_count} document rejected by ZATCA |||| %{smart_count} documents rejected by ZATCA',
    rejection: 'Invoice %{number}',
    seconds: '%{n} s',
    minutes: '%{n} min',
    hours: '%{n} h',
  },
};
