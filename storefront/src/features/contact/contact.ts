import type { Dictionary } from '../../i18n/en';
import { mapUrl } from '../../lib/settings/site';
import { chatLink } from '../chat-links/chat';
import { fill } from '../../i18n/plural';

/** The business settings a shopper can reach the shop through. */
export interface ShopContact {
  email: string;
  phone: string;
  address: string;
  messengerUrl: string | null;
  whatsapp: string | null;
}

export interface ContactLink {
  kind: 'mail' | 'chat' | 'phone' | 'map';
  href: string;
  /** Outside sites open in a new tab; mail and phone links hand over to the shopper's own apps. */
  newTab: boolean;
  label: string;
}

/** The call to action's labels in the page's language (the dictionary's `contact`). */
export type ContactLabels = Pick<Dictionary['contact'], 'contactUs' | 'callUs' | 'visitStall'>;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const mailHref = (email: string, subject: string, body?: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;

/**
 * Where a shopper can send an order by hand when the shop has no chat set up: its email (pre-filled with the order)
 * and its phone. Empty when the shop has neither.
 */
export function orderContacts(s: ShopContact, order: { subject: string; message: string }): ContactLink[] {
  const links: ContactLink[] = [];
  if (s.email) links.push({ kind: 'mail', href: mailHref(s.email, order.subject, order.message), newTab: false, label: s.email });
  if (s.phone) links.push({ kind: 'phone', href: telHref(s.phone), newTab: false, label: s.phone });
  return links;
}

/**
 * The home page's "Contact us": email first, else the chat, else the phone, else the market stall on the map.
 * Every shop has an address, so the call to action always leads somewhere.
 */
export function contactUsLink(s: ShopContact, text: { subject: string; chat: string }, labels: ContactLabels): ContactLink {
  if (s.email) return { kind: 'mail', href: mailHref(s.email, text.subject), newTab: false, label: labels.contactUs };
  const chat = chatLink(s, text.chat);
  if (chat) return { kind: 'chat', href: chat, newTab: true, label: labels.contactUs };
  if (s.phone) return { kind: 'phone', href: telHref(s.phone), newTab: false, label: fill(labels.callUs, { phone: s.phone }) };
  return { kind: 'map', href: mapUrl(s.address), newTab: true, label: labels.visitStall };
}
