import { createRoot } from 'react-dom/client';
import { CartApp } from './CartApp';
import { readClientSettings } from '../../lib/settings/client-settings';
import { loadDictionary, pageLang } from '../../i18n/index';

let mounted = false;

/** Mounts the cart once its language's texts are loaded (only that language's dictionary is fetched). */
export async function mountCartApp(container: HTMLElement): Promise<void> {
  if (mounted) return;
  mounted = true;
  const lang = pageLang();
  await loadDictionary(lang);
  createRoot(container).render(<CartApp settings={readClientSettings()} lang={lang} />);
}
