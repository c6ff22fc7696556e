import { Suspense, lazy } from 'react';
import { useStore } from '@nanostores/react';
import { $checkoutOpen } from './store';
import { CartSidebar } from './CartSidebar';
import type { ClientSettings } from '../../lib/client-settings';

const CheckoutDialog = lazy(() => import('../checkout/CheckoutDialog'));

/** The cart island: sidebar and confirmation dialogs, with checkout (and its phone library) loaded when first opened. */
export function CartApp({ settings }: { settings: ClientSettings }) {
  const checkoutOpen = useStore($checkoutOpen);
  return (
    <>
      <CartSidebar />
      {checkoutOpen ? (
        <Suspense fallback={null}>
          <CheckoutDialog settings={settings} />
        </Suspense>
      ) : null}
    </>
  );
}
