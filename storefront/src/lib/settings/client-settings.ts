import { FALLBACK_SETTINGS } from './site';

export interface ClientSettings {
  businessName: string;
  address: string;
  /** The Arabic address; null when none is given (Arabic pages then show the English one). */
  addressAr: string | null;
  email: string;
  phone: string;
  messengerUrl: string | null;
  whatsapp: string | null;
}

/** The business settings the build embedded in every page (#shop-settings). */
export function readClientSettings(doc: Document = document): ClientSettings {
  try {
    const raw = doc.getElementById('shop-settings')?.textContent;
    if (raw) return { ...pick(FALLBACK_SETTINGS), ...JSON.parse(raw) };
  } catch {
    /* fall through */
  }
  return pick(FALLBACK_SETTINGS);
}

function pick(s: typeof FALLBACK_SETTINGS): ClientSettings {
  return {
    businessName: s.businessName,
    address: s.address,
    addressAr: s.addressAr,
    email: s.email,
    phone: s.phone,
    messengerUrl: s.messengerUrl,
    whatsapp: s.whatsapp,
  };
}
