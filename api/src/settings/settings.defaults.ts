import { BUILT_IN_LOGO_URL, type SettingsValues } from '@shop/common';

/**
 * The built-in settings of a fresh shop and what "Reset to Defaults" restores: a retro-cap shop that imports
 * from the Philippines and sells in Saudi Arabia. Contact details the owner must supply stay empty (null),
 * so the storefront never shows a made-up phone number or account.
 */
export const DEFAULT_SETTINGS: SettingsValues = {
  logoUrl: BUILT_IN_LOGO_URL,
  brandUrl: '/',
  businessName: 'Retro Cap Shop',
  businessAddress: 'Friday Market, Riyadh, Saudi Arabia',
  businessEmail: null,
  tagline: 'Retro caps, vintage tees and classic kicks from Manila to Riyadh',
  description:
    'Hand-picked retro caps, vintage t-shirts and shoes imported from the Philippines and priced in Saudi riyals. ' +
    'Order online for delivery across the Kingdom, or pick up at our market stall every Friday, 10:00am-6:00pm.',
  businessPhone: null,
  businessTelephone: null,
  ownerName: 'Shop Owner',
  ownerEmail: null,
  whatsappNumber: null,
  viberNumber: null,
  facebookUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
  messengerUrl: null,
  businessAddressAr: 'سوق الجمعة، الرياض، المملكة العربية السعودية',
  taglineAr: 'كابات ريترو وتيشيرتات فينتج وأحذية كلاسيكية من مانيلا إلى الرياض',
  descriptionAr:
    'كابات ريترو وتيشيرتات فينتج وأحذية مختارة بعناية، مستوردة من الفلبين وأسعارها بالريال السعودي. ' +
    'اطلب أونلاين للتوصيل داخل المملكة، أو استلم من بسطتنا في السوق كل جمعة من 10:00 ص إلى 6:00 م.',
};
