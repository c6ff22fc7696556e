import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { $toast } from '../toast/store';
import { $cartItems, addToCart, cartLineFromProduct, setQuantity } from '../cart-store/store';
import { confirmAdd } from './add-button';
import type { Product } from '../../model/types';

const cap = {
  id: 'c00000000000000000000cap1',
  name: 'Tambay Snapback',
  nameAr: 'سناب باك تمباي',
  brand: 'Tambay',
  sellingPrice: 120,
  discountedPrice: null,
  currency: 'SAR',
  images: [],
  category: { name: 'Caps' },
};

/** An Arabic page: <html lang="ar"> and the Arabic client texts embedded. */
function arabicPage(texts: unknown): void {
  document.documentElement.lang = 'ar';
  document.getElementById('shop-texts')!.textContent = JSON.stringify(texts);
}

beforeEach(() => {
  $cartItems.set([]);
  $toast.set(null);
  arabicPage(ar.client);
});

afterEach(() => {
  arabicPage(en.client);
  document.documentElement.lang = 'en';
});

describe('stock toasts on an Arabic page', () => {
  it('sold out, in Arabic with the Arabic name', () => {
    expect(addToCart({ ...cap, availability: 'SOLD_OUT' as const, stockLeft: 0 })).toBe(false);
    expect($toast.get()).toMatchObject({
      title: 'نفدت الكمية',
      description: 'نفدت كمية سناب باك تمباي للتو، فلا يمكن إضافته إلى سلتك.',
      variant: 'destructive',
    });
  });

  it('no more available and cart updated, in the Arabic plural forms', () => {
    const lastPiece = { ...cap, availability: 'LOW_STOCK' as const, stockLeft: 1 };
    addToCart(lastPiece);
    expect(addToCart(lastPiece)).toBe(false);
    expect($toast.get()).toMatchObject({ title: 'لا توجد كمية إضافية', description: 'المتوفر من سناب باك تمباي قطعة واحدة فقط، وهي في سلتك.' });

    $cartItems.set([{ ...cartLineFromProduct(cap), qty: 5 }]);
    addToCart({ ...cap, availability: 'LOW_STOCK' as const, stockLeft: 3 });
    expect($toast.get()).toMatchObject({ title: 'تم تحديث السلة', description: 'بقيت من سناب باك تمباي 3 قطع فقط، فأصبحت سلتك تضم 3 قطع.' });

    setQuantity(cap.id, 4);
    expect($toast.get()).toMatchObject({ description: 'المتوفر من سناب باك تمباي 3 قطع فقط، وكلها في سلتك.' });
  });

  it('the add button says sold out or not available in Arabic', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    const line = cartLineFromProduct(cap);
    addToCart(cap);
    expect(await confirmAdd(button, line, 0, async () => ({ ...cap, availability: 'SOLD_OUT', stockLeft: 0 }) as unknown as Product)).toBe(false);
    expect(button.textContent).toBe('نفدت الكمية');
    expect($toast.get()).toMatchObject({ title: 'نفدت الكمية' });

    addToCart(cap);
    expect(await confirmAdd(button, line, 0, async () => null)).toBe(false);
    expect(button.textContent).toBe('غير متوفر');
    expect($toast.get()).toMatchObject({ title: 'غير متوفر', description: 'سناب باك تمباي لم يعد متوفرًا.' });
    button.remove();
  });
});
