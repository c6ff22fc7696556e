import { BUILT_IN_LOGO_URL, type SettingsValues } from '@shop/common';
import { isDemoValue } from '../settings/demoValues';

export type SetupStep = 'chat' | 'contact' | 'logo';

export const SETUP_TEXTS = {
  title: 'Finish setting up your shop',
  intro: 'Shoppers need these to reach you. Each step disappears once it is done.',
  steps: {
    chat: {
      label: 'Set your Messenger page or WhatsApp number',
      hint: 'Checkout sends orders there. The demo shop uses demo values until you replace them (Settings › Social Media).',
    },
    contact: {
      label: 'Add your business email or phone',
      hint: 'Shown in the footer and offered at checkout (Settings › Business).',
    },
    logo: {
      label: 'Add your logo',
      hint: 'Shown in the storefront header instead of the built-in one (Settings › Branding).',
    },
  },
  open: 'Open Settings',
} as const;

type Values = Partial<Pick<SettingsValues, 'messengerUrl' | 'whatsappNumber' | 'businessEmail' | 'businessPhone' | 'logoUrl'>>;

const has = (v: string | null | undefined) => !!v && v.trim() !== '';
/** Set by the owner: not blank and not a demo value the seed put there. */
const own = (field: keyof Values, v: string | null | undefined) => has(v) && !isDemoValue(field, v);

/** The setup steps still open for these settings, in the order the checklist shows them. */
export function openSetupSteps(s: Values): SetupStep[] {
  const open: SetupStep[] = [];
  if (!own('messengerUrl', s.messengerUrl) && !own('whatsappNumber', s.whatsappNumber)) open.push('chat');
  if (!has(s.businessEmail) && !has(s.businessPhone)) open.push('contact');
  if (!has(s.logoUrl) || s.logoUrl!.trim() === BUILT_IN_LOGO_URL) open.push('logo');
  return open;
}
