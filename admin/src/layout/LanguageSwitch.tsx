import { useLocaleState, useTranslate } from 'react-admin';
import { Button, IconButton, Tooltip } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { isShopLocale, LOCALE_NAMES, type ShopLocale } from '../i18n';
import { saveStaffLanguage } from '../auth/staffLanguage';
import { useToast } from '../ui/toast';

/**
 * The app bar's language switch: names the other language in itself (a reader finds theirs), switches at once without
 * signing out (react-admin re-renders in it, the layout mirrors), then saves it as the staff member's own choice.
 * A failed save says so; the switch stands on this device.
 */
export function LanguageSwitch({ compact }: { compact: boolean }) {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const toast = useToast();
  const current: ShopLocale = isShopLocale(locale) ? locale : 'en';
  const other: ShopLocale = current === 'ar' ? 'en' : 'ar';
  const label = translate('shop.shell.language.switchTo', { language: LOCALE_NAMES[other] });
  const switchLanguage = () => {
    setLocale(other);
    saveStaffLanguage(other).catch(() => toast({ title: translate('shop.shell.language.saveFailed'), variant: 'destructive' }));
  };
  return compact ? (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} data-testid="language-switch" onClick={switchLanguage}>
        <TranslateIcon />
      </IconButton>
    </Tooltip>
  ) : (
    <Button color="inherit" startIcon={<TranslateIcon />} aria-label={label} data-testid="language-switch" onClick={switchLanguage}>
      <span lang={other}>{LOCALE_NAMES[other]}</span>
    </Button>
  );
}
