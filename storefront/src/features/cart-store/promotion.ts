import { atom, computed } from 'nanostores';
import {
  bestPromotion,
  PROMOTION_KINDS,
  PROMOTION_CHECK_REFUSAL_AR,
  STORAGE_KEYS,
  type PromotionCheckAnswer,
  type PromotionCheckRequest,
  type PromotionLine,
  type PublicPromotion,
  type PublicPromotionsAnswer,
} from '@shop/common';
import { API_URL } from '../../lib/api/api';
import { persistentAtom } from '../../lib/client/persist';
import type { Lang } from '../../i18n/lang';
import { $cartItems, type CartItem } from './store';

/**
 * The cart's promotion: the code the shopper applied (checked anonymously by the API) and the automatic promotions
 * running now, priced by THE stacking rule (`bestPromotion` in @shop/common), the same function the API prices the
 * order with at submit time, so the cart, the chat message and the stored order show one figure.
 */

export interface AppliedCode {
  code: string;
  promotion: PublicPromotion;
}

/** A stored code as it was saved, or null when the entry is not one (an older or hand-edited entry). */
export function reviveAppliedCode(state: unknown): AppliedCode | null {
  const s = state as { code?: unknown; promotion?: Partial<PublicPromotion> } | null;
  const p = s?.promotion;
  if (!s || typeof s.code !== 'string' || !p || typeof p !== 'object') return null;
  if (typeof p.id !== 'string' || !PROMOTION_KINDS.includes(p.kind as never) || typeof p.value !== 'number') return null;
  if (typeof p.startsAt !== 'string' || typeof p.endsAt !== 'string' || !Array.isArray(p.targets)) return null;
  return { code: s.code, promotion: p as PublicPromotion };
}

/**
 * The code applied in the cart and its promotion, as the API's check answered; kept beside the cart in localStorage
 * so a reload or another page keeps it, and checked again with the API when the cart is next shown
 * (`revalidateCode`): the stored promotion is only what the cart shows until then, the API prices the order.
 */
export const $appliedCode = persistentAtom<AppliedCode | null>(STORAGE_KEYS.cartCode, null, reviveAppliedCode);
/** A stored code the check on load refused: dropped, and the field says so until the shopper types another. */
export const $codeNotice = atom<{ code: string; message: string } | null>(null);

// an emptied cart (cleared, or its order sent) keeps no code for the next one
$cartItems.listen((items) => {
  if (!items.length && $appliedCode.get()) $appliedCode.set(null);
});
/** The automatic promotions and the licence (`GET /promotions/public`), read once when the cart first opens. */
export const $publicPromotions = atom<PublicPromotionsAnswer | null>(null);

function unwrap<T>(body: unknown): T {
  return body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : (body as T);
}

let loading: Promise<void> | null = null;
/** Reads the automatic promotions once per page; a failure leaves them unknown (the API prices the order alone). */
export function loadPublicPromotions(fetchImpl: typeof fetch = fetch): Promise<void> {
  loading ??= fetchImpl(`${API_URL}/promotions/public`)
    .then(async (res) => {
      if (res.ok) $publicPromotions.set(unwrap<PublicPromotionsAnswer>(await res.json()));
    })
    .catch(() => undefined);
  return loading;
}

/** A cart line as the rule sees it; a line saved before the cart kept the product's selling price counts at its price. */
export function promotionLine(item: Pick<CartItem, 'productId' | 'categoryId' | 'brand' | 'qty' | 'price' | 'sellingPrice'>): PromotionLine {
  return {
    productId: item.productId,
    categoryId: item.categoryId ?? '',
    brand: item.brand,
    quantity: item.qty,
    unitPrice: item.price,
    sellingPrice: item.sellingPrice ?? item.price,
  };
}

export interface CartDiscount {
  /** The order's discount (SAR); 0: none. */
  discount: number;
  /** Each line's discount, in the cart's order. */
  lines: number[];
  /** The code when its promotion is the one applied (null otherwise: an automatic one took more off). */
  promoCode: string | null;
  /** The promotion applied, for its name on the discount line. */
  promotion: PublicPromotion | null;
  /** Whether the automatic promotions were read: only then does the order carry the figure for the API to confirm. */
  known: boolean;
}

/** The cart's discount by the stacking rule at `now`. */
export function cartDiscount(
  items: CartItem[],
  applied: { code: string; promotion: PublicPromotion } | null,
  published: PublicPromotionsAnswer | null,
  now: Date = new Date(),
): CartDiscount {
  const automatic = published?.promotions ?? [];
  const promotions = applied ? [...automatic.filter((p) => p.id !== applied.promotion.id), applied.promotion] : automatic;
  const outcome = bestPromotion(items.map(promotionLine), promotions, now, applied?.promotion.id ?? null);
  const promotion = outcome ? (promotions.find((p) => p.id === outcome.promotionId) ?? null) : null;
  return {
    discount: outcome?.discount ?? 0,
    lines: items.map((_, i) => outcome?.lines[i]?.discount ?? 0),
    promoCode: applied && outcome?.promotionId === applied.promotion.id ? applied.code : null,
    promotion,
    known: published !== null,
  };
}

export const $cartDiscount = computed([$cartItems, $appliedCode, $publicPromotions], (items, applied, published) =>
  cartDiscount(items, applied, published),
);

/** The check's request for this code and cart. */
export function checkRequest(code: string, items: Pick<CartItem, 'productId' | 'qty'>[]): PromotionCheckRequest {
  return { code: code.trim(), lines: items.map((i) => ({ productId: i.productId, quantity: i.qty })) };
}

/** The refusal in the shopper's language (the API answers both; one answer for every reason). */
export function refusalText(answer: Extract<PromotionCheckAnswer, { valid: false }>, lang: Lang): string {
  return lang === 'ar' ? answer.messageAr || PROMOTION_CHECK_REFUSAL_AR : answer.message;
}

/**
 * Checks a code with the API (anonymous) and applies it when valid. Answers null when applied, else the message to
 * show (the refusal, or `busy` for too many checks and an unreachable API).
 */
export async function applyCode(code: string, items: CartItem[], lang: Lang, busy: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  let answer: PromotionCheckAnswer;
  try {
    const res = await fetchImpl(`${API_URL}/promotions/check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(checkRequest(code, items)),
    });
    if (!res.ok) return busy;
    answer = unwrap<PromotionCheckAnswer>(await res.json());
  } catch {
    return busy;
  }
  if (!answer.valid) return refusalText(answer, lang);
  $codeNotice.set(null);
  $appliedCode.set({ code: answer.code, promotion: answer.promotion });
  void loadPublicPromotions(fetchImpl);
  return null;
}

/**
 * The stored code checked again (once a page, when the cart is shown): still valid, it stays with its promotion as
 * the API has it now; refused (expired, used up, gone: one answer for all), it is dropped and `$codeNotice` gives the
 * refusal in the shopper's language. When the API cannot answer the code stays: the order is confirmed at submit.
 */
export async function revalidateCode(lang: Lang, fetchImpl: typeof fetch = fetch): Promise<void> {
  const applied = $appliedCode.get();
  if (!applied) return;
  let answer: PromotionCheckAnswer;
  try {
    const res = await fetchImpl(`${API_URL}/promotions/check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(checkRequest(applied.code, $cartItems.get())),
    });
    if (!res.ok) return;
    answer = unwrap<PromotionCheckAnswer>(await res.json());
  } catch {
    return;
  }
  // the shopper may have removed or changed the code meanwhile
  if ($appliedCode.get()?.code !== applied.code) return;
  if (answer.valid) {
    $appliedCode.set({ code: answer.code, promotion: answer.promotion });
    return;
  }
  $appliedCode.set(null);
  $codeNotice.set({ code: applied.code, message: refusalText(answer, lang) });
}

let revalidated = false;
/** `revalidateCode` once per page. */
export function revalidateCodeOnce(lang: Lang): void {
  if (revalidated) return;
  revalidated = true;
  void revalidateCode(lang);
}

export function removeCode(): void {
  $appliedCode.set(null);
  $codeNotice.set(null);
}
