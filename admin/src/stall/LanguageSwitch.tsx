import { i18nProvider, LOCALE_NAMES, type ShopLocale } from '../i18n';
import { tokenStore } from '../api/tokenStore';
import { saveStaffLanguage } from '../auth/staffLanguage';
import { useStallWords } from './useStallWords';

/**
 * Switches the stall between English and Arabic. A STALL account never sees the back office's app bar, so the stall
 * has its own switch. The choice is the staff member's: saved on their account when there is signal, and kept with
 * the signed-in user on this phone at once, so the stall opens in it offline too.
 */
export function LanguageSwitch() {
  const { locale } = useStallWords();
  const next: ShopLocale = locale === 'ar' ? 'en' : 'ar';
  const choose = async () => {
    await i18nProvider.changeLocale(next);
    const user = tokenStore.user();
    if (user) tokenStore.set({ user: { ...user, language: next } });
    // offline the account keeps its old choice until the next switch with signal; this phone has the new one already
    saveStaffLanguage(next).catch(() => undefined);
  };
  return (
    <button type="button" className="lang" lang={next} onClick={() => void choose()}>
      {LOCALE_NAMES[next]}
    </button>
  );
}
