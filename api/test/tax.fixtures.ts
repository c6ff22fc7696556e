/** A complete, valid Tax and legal section (ZATCA's sample VAT number). */
export const VALID_TAX = {
  vatRegistered: true,
  vatNumber: '310122393500003',
  vatRate: 15,
  pricesIncludeVat: true,
  legalNameAr: 'مؤسسة كاب ريترو للتجارة',
  legalNameEn: 'Retro Cap Trading Est.',
  crNumber: '1010123456',
  sbcCertificateNumber: '0000123456',
  sellerBuildingNumber: '1234',
  sellerStreet: 'King Fahd Road',
  sellerDistrict: 'Al Olaya',
  sellerCity: 'Riyadh',
  sellerPostalCode: '12345',
};
