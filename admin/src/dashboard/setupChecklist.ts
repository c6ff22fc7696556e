import { BUILT_IN_LOGO_URL, type SettingsValues } from '@shop/common';
import { isDemoValue } from '../settings/demoValues';

export type SetupStep = 'chat' | 'contact' | 'logo';

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
