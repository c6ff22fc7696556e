// The shop's chat for a prefilled message, shared by the contact links and the product page's "Ask when it is back":
// it sits below both, so neither reaches into the other for it.
import { whatsappLink } from '../../lib/settings/site';
import { messengerLink } from './messenger';

/** The business settings a chat link is made from. */
export interface ShopChat {
  messengerUrl: string | null;
  whatsapp: string | null;
}

/** The shop's chat for a message: its Messenger page, else its WhatsApp number, else none. */
export function chatLink(s: ShopChat, text: string): string | null {
  return messengerLink(s.messengerUrl, text) ?? whatsappLink(s.whatsapp, text);
}
