import { currentLocale } from '../i18n/locale';
import { shopFormat } from '../i18n/format';

/**
 * A moment as staff read every time in the back office: in the shop's zone (Riyadh), never the browser's, so a
 * sale, an order and the activity beside them agree whichever machine shows them; in the language the back office
 * speaks (i18n/format.ts holds the rule; components use useShopFormat()).
 */
export const shopTime = (iso: string | Date) => shopFormat(currentLocale()).dateTime(iso);
