import { Suspense, lazy } from 'react';
import { useStore } from '@nanostores/react';
import { $checkoutOpen } from '../cart-store/store';
import { CartSidebar } from './CartSidebar';
import type { ClientSettings } from '../../lib/settings/client-settings';
import type { Lang } from '../../i18n/lang';

const CheckoutDialog = lazy(() => import('../checkout/CheckoutDialog'));

/** The cart island: sidebar and confirmation dialogs, with checkout (and its phone library) loaded when first opened. */
export function CartApp({ settings, lang }: { settings: ClientSettings; lang: Lang }) {
  const checkoutOpen = useStore($checkoutOpen);
  return (
    <>
      <CartSidebar lang={lang} />
      {checkoutOpen ? (
        <Suspense fallback={null}>
          <CheckoutDialog settings={settings} lang={lang} />
        </Suspense>
      ) : null}
    </>
  );
}
