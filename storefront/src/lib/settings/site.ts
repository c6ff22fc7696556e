import { DEFAULT_STOCK_SETTINGS, type PublicLegal } from '@shop/common';
import type { BusinessSettings } from '../../model/types';
import { normaliseLegal } from './legal';

/** Built-in fallbacks for the header and footer when the business settings are missing or blank. */
export const FALLBACK_SETTINGS: BusinessSettings = {
  businessName: 'Retro Cap Shop',
  tagline: 'Retro caps, vintage tees and shoes from the Philippines',
  description:
    'Hand-picked retro caps, vintage t-shirts and shoes imported from the Philippines to Saudi Arabia. Pick up on Fridays or have it delivered.',
  address: 'Riyadh, Saudi Arabia',
  // No made-up contact details: without settings the footer leaves email and phone out.
  email: '',
  phone: '',
  facebook: null,
  instagram: null,
  whatsapp: null,
  messengerUrl: null,
  logoUrl: null,
  // none given: Arabic pages show the English texts above
  taglineAr: null,
  descriptionAr: null,
  addressAr: null,
  soldOutLast: DEFAULT_STOCK_SETTINGS.soldOutLast,
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Fill every blank field of the API's business settings with the fallback. */
export function withFallbacks(raw: Partial<Record<keyof BusinessSettings, unknown>> | null | undefined): BusinessSettings {
  const r = raw ?? {};
  return {
    businessName: text(r.businessName) ?? FALLBACK_SETTINGS.businessName,
    tagline: text(r.tagline) ?? FALLBACK_SETTINGS.tagline,
    description: text(r.description) ?? FALLBACK_SETTINGS.description,
    address: text(r.address) ?? FALLBACK_SETTINGS.address,
    email: text(r.email) ?? FALLBACK_SETTINGS.email,
    phone: text(r.phone) ?? FALLBACK_SETTINGS.phone,
    facebook: text(r.facebook),
    instagram: text(r.instagram),
    whatsapp: text(r.whatsapp),
    messengerUrl: text(r.messengerUrl),
    logoUrl: text(r.logoUrl),
    taglineAr: text(r.taglineAr),
    descriptionAr: text(r.descriptionAr),
    addressAr: text(r.addressAr),
    soldOutLast: r.soldOutLast === true,
    ...legalPart(r.legal),
  };
}

/** Present only when the API sent it, so a shop without a legal identity builds exactly as before. */
function legalPart(raw: unknown): { legal?: PublicLegal } {
  const legal = normaliseLegal(raw);
  return legal ? { legal } : {};
}

/** A maps search link for the pickup address. */
export function mapUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** wa.me takes the number in international form with digits only. */
export function whatsappLink(number: string | null | undefined, text?: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits.length < 7) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** Social links from a handle or URL. */
export function socialUrl(kind: 'facebook' | 'instagram', value: string | null): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  const handle = value.replace(/^@/, '');
  return kind === 'facebook' ? `https://www.facebook.com/${handle}` : `https://www.instagram.com/${handle}`;
}
