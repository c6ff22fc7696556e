/** The Tax and legal card's words: English, with the Arabic beside where the owner reads the law's own terms. */
export const TAX_TEXTS = {
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
} as const;
