/**
 * Promotions and discount codes (issue 43): the shapes the API, the back office and the storefront share, and THE
 * stacking rule (`bestPromotion`), written once here so the cart, the API at submit time and the feeds agree.
 *
 * The rule, as the shop applies it (docs/operating.md, "Promotions and the discount licence"):
 *  - One promotion per order: of the automatic promotions running now and the code's promotion (when a valid code is
 *    given), the one that takes the most off the order wins. A tie goes to the code's promotion, then to the lowest id.
 *  - A product's own discounted price stays as it is, and a promotion does NOT discount it further: promotions apply
 *    to pieces at their full selling price only ("لا يشمل المنتجات المخفضة", what Saudi shoppers expect of a code).
 *    Discounted pieces still count toward the minimum order total.
 *  - The minimum order total is the order's total at the prices the shopper pays before the promotion.
 *  - PERCENT takes the percentage off each eligible piece, rounded to the halala; FIXED_PER_PIECE takes the amount
 *    off each eligible piece (never below zero); FIXED_ORDER takes the amount off the eligible pieces together
 *    (never more than they cost), spread over them in proportion to their prices, exact to the halala. A piece always
 *    keeps at least one halala (a sale's discounted price of zero would mean "no discount").
 *  - The per-order limit is the most pieces one order may have discounted; the dearest eligible pieces come first.
 *  - A promotion runs from `startsAt` (included) to `endsAt` (excluded); before or after, it is as if it did not exist.
 *  - Never below cost without a warning: the API warns staff when saving a promotion that would sell a product under
 *    its cost price (see `PromotionWarning`).
 */

export const PROMOTION_KINDS = ['PERCENT', 'FIXED_ORDER', 'FIXED_PER_PIECE'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_TARGETS = ['ORDER', 'CATEGORIES', 'PRODUCTS', 'BRANDS'] as const;
export type PromotionTarget = (typeof PROMOTION_TARGETS)[number];

export const PROMOTION_LIMITS = {
  nameMax: 100,
  codeMin: 3,
  codeMax: 32,
  codesMax: 500,
  targetsMax: 200,
  batchMax: 200,
  prefixMax: 16,
  /** Anonymous code checks per client source and minute, per instance. */
  checksPerMinute: 20,
} as const;

/** A code: letters, digits, dash and underscore; compared without regard to case (stored upper case). */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const normalizePromotionCode = (code: string) => code.trim().toUpperCase();

/** What the stacking rule needs to know of a promotion. */
export interface PromotionRule {
  id: string;
  kind: PromotionKind;
  /** Percent (0–100) for PERCENT, SAR for the fixed kinds. */
  value: number;
  appliesTo: PromotionTarget;
  /** Category ids, product ids or brand names (brands compared without regard to case); empty for ORDER. */
  targets: string[];
  minimumTotal: number;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string;
  /** Pieces one order may have discounted; null: no limit. */
  perOrderLimit: number | null;
  /** No code: applies on its own within its dates. */
  automatic: boolean;
}

/** The promotion as shoppers see it (banner, cart): `GET /promotions/public`, `POST /promotions/check`. */
export interface PublicPromotion extends PromotionRule {
  name: string;
  nameAr: string | null;
}

/** A line the rule prices: what the shopper pays per piece now, and the product's full selling price. */
export interface PromotionLine {
  productId: string;
  categoryId: string;
  brand: string;
  quantity: number;
  /** What the shopper pays per piece before the promotion (the product's own discounted price when set). */
  unitPrice: number;
  /** The product's selling price; a piece whose unit price is below it is already discounted and stays as it is. */
  sellingPrice: number;
}

/** One line's share: `parts` split its pieces by the discount each piece gets (a sale is recorded per part). */
export interface LineDiscount {
  /** The whole line's discount (SAR). */
  discount: number;
  /** Pieces by discount per piece; the quantities add up to the line's, discounts per piece in SAR. */
  parts: { quantity: number; perPiece: number }[];
}

export interface PromotionOutcome {
  promotionId: string;
  /** The order's discount (SAR), the lines' discounts added up. */
  discount: number;
  lines: LineDiscount[];
}

const cents = (n: number) => Math.round(n * 100);

/** Whether the promotion runs at `now` (start included, end excluded). */
export function promotionRunning(p: Pick<PromotionRule, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const t = now.getTime();
  return Date.parse(p.startsAt) <= t && t < Date.parse(p.endsAt);
}

function eligible(p: PromotionRule, line: PromotionLine): boolean {
  if (cents(line.unitPrice) < cents(line.sellingPrice)) return false;
  switch (p.appliesTo) {
    case 'ORDER':
      return true;
    case 'CATEGORIES':
      return p.targets.includes(line.categoryId);
    case 'PRODUCTS':
      return p.targets.includes(line.productId);
    case 'BRANDS':
      return p.targets.some((b) => b.trim().toLowerCase() === line.brand.trim().toLowerCase());
  }
}

/** What one promotion takes off these lines at `now`; null when it does not apply (dates, minimum, nothing eligible). */
export function applyPromotion(p: PromotionRule, lines: PromotionLine[], now: Date): PromotionOutcome | null {
  if (!promotionRunning(p, now)) return null;
  const total = lines.reduce((s, l) => s + cents(l.unitPrice) * l.quantity, 0);
  if (total < cents(p.minimumTotal)) return null;
  // the pieces it may discount, dearest first, up to the per-order limit
  const order = lines
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => eligible(p, l))
    .sort((a, b) => cents(b.l.unitPrice) - cents(a.l.unitPrice) || a.i - b.i);
  let room = p.perOrderLimit ?? Number.POSITIVE_INFINITY;
  const taken = new Map<number, number>();
  for (const { l, i } of order) {
    const n = Math.min(l.quantity, room);
    if (n <= 0) break;
    taken.set(i, n);
    room -= n;
  }
  if (!taken.size) return null;
  // cents off per line, then each line's cents spread over its pieces (a remainder gives some pieces one halala more)
  const off = new Map<number, number>();
  if (p.kind === 'FIXED_ORDER') {
    const base = [...taken].reduce((s, [i, n]) => s + cents(lines[i].unitPrice) * n, 0);
    const pieces = [...taken.values()].reduce((s, n) => s + n, 0);
    const amount = Math.min(cents(p.value), base - pieces);
    let given = 0;
    const entries = [...taken];
    entries.forEach(([i, n], k) => {
      const worth = cents(lines[i].unitPrice) * n;
      const share = k === entries.length - 1 ? amount - given : Math.floor((amount * worth) / base);
      const capped = Math.max(0, Math.min(share, worth - n));
      off.set(i, capped);
      given += capped;
    });
  } else {
    for (const [i, n] of taken) {
      const price = cents(lines[i].unitPrice);
      const perPiece = Math.min(p.kind === 'PERCENT' ? Math.round((price * p.value) / 100) : cents(p.value), price - 1);
      off.set(i, perPiece * n);
    }
  }
  const result: LineDiscount[] = lines.map((l, i) => {
    const n = taken.get(i) ?? 0;
    const c = off.get(i) ?? 0;
    const parts: { quantity: number; perPiece: number }[] = [];
    if (n > 0 && c > 0) {
      const low = Math.floor(c / n);
      const high = c - low * n; // pieces that take one halala more
      if (high) parts.push({ quantity: high, perPiece: (low + 1) / 100 });
      if (n - high) parts.push({ quantity: n - high, perPiece: low / 100 });
    }
    const rest = l.quantity - parts.reduce((s, x) => s + x.quantity, 0);
    if (rest) parts.push({ quantity: rest, perPiece: 0 });
    return { discount: c / 100, parts };
  });
  const discount = [...off.values()].reduce((s, c) => s + c, 0);
  if (discount <= 0) return null;
  return { promotionId: p.id, discount: discount / 100, lines: result };
}

/**
 * THE stacking rule: of the automatic promotions and the code's promotion (`coded`, when a valid code was given),
 * the one that takes the most off; null when none applies.
 */
export function bestPromotion(lines: PromotionLine[], promotions: PromotionRule[], now: Date, coded?: string | null): PromotionOutcome | null {
  let best: PromotionOutcome | null = null;
  const ranked = [...promotions].sort((a, b) => Number(b.id === coded) - Number(a.id === coded) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const p of ranked) {
    if (!p.automatic && p.id !== coded) continue;
    const outcome = applyPromotion(p, lines, now);
    if (outcome && (!best || cents(outcome.discount) > cents(best.discount))) best = outcome;
  }
  return best;
}

// The requests and answers.

/** `POST /promotions/check` (anonymous): the code typed in the cart and the cart's lines. */
export interface PromotionCheckRequest {
  code: string;
  lines?: { productId: string; quantity: number }[];
}

/** The one refusal, the same for unknown, expired, not yet started and used-up codes (no enumeration). */
export const PROMOTION_CHECK_REFUSAL = 'This code cannot be used';
export const PROMOTION_CHECK_REFUSAL_AR = 'لا يمكن استخدام هذا الرمز';

/** The check's answer, always 200: `valid: false` with the same message whatever the reason. */
export type PromotionCheckAnswer =
  | { valid: true; code: string; promotion: PublicPromotion; discount: number | null }
  | { valid: false; message: string; messageAr: string };

/** The Ministry of Commerce's discount licence as the storefront shows it (null fields: not entered). */
export interface DiscountLicence {
  number: string;
  /** The Ministry's link to the licence, or the URL of its barcode image. */
  url: string | null;
  barcodeUrl: string | null;
  validFrom: string;
  validTo: string;
  /** The announced range of percentages. */
  minPercent: number;
  maxPercent: number;
}

/** `GET /promotions/public`: the licence (null: none entered) and the automatic promotions not yet ended. */
export interface PublicPromotionsAnswer {
  licence: DiscountLicence | null;
  promotions: PublicPromotion[];
}

/** The staff view of a promotion. */
export interface StaffPromotion extends PublicPromotion {
  codes: string[];
  usageLimit: number | null;
  used: number;
  createdAt: string;
  updatedAt: string;
}

/** `POST /promotions`, `PUT /promotions/:id`. */
export interface PromotionRequest {
  name: string;
  nameAr?: string | null;
  kind: PromotionKind;
  value: number;
  appliesTo: PromotionTarget;
  targets?: string[];
  minimumTotal?: number;
  startsAt: string;
  endsAt: string;
  codes?: string[];
  /** Codes to generate: `count` of them starting with `prefix` (influencers). */
  generate?: { prefix: string; count: number } | null;
  usageLimit?: number | null;
  perOrderLimit?: number | null;
  /** Save despite the warnings the API answered (below cost, outside the licence). */
  acknowledgeWarnings?: boolean;
}

export type PromotionWarningCode = 'BELOW_COST' | 'NO_LICENCE' | 'OUTSIDE_LICENCE_DATES' | 'OUTSIDE_LICENCE_RANGE';
export interface PromotionWarning {
  code: PromotionWarningCode;
  message: string;
}

/**
 * The protocol of warnings: `POST /promotions/warnings` (same body as a save) answers 200 `{ warnings }` and saves
 * nothing, so the back office shows them first; a save with warnings and without `acknowledgeWarnings: true` answers
 * 409 with `error: 'WARNINGS'` and the warnings' messages in `message` (one per line), saving nothing; with it, the
 * promotion is saved and its answer lists the warnings it was saved with.
 */
export const PROMOTION_WARNINGS_ERROR = 'WARNINGS';
export interface PromotionWarningsAnswer {
  warnings: PromotionWarning[];
}

/**
 * A product's save (`POST /products`, `PUT /products/:id`) answers the product and, for its own discount, the
 * licence's warnings (NO_LICENCE, OUTSIDE_LICENCE_DATES, OUTSIDE_LICENCE_RANGE): the product is saved as asked, the
 * warnings are for the form to show. Empty without a discount.
 */
export interface ProductDiscountWarnings {
  warnings: PromotionWarning[];
}

/** A saved promotion's answer: the promotion and the warnings it was saved with. */
export interface PromotionSaveAnswer extends StaffPromotion {
  warnings: PromotionWarning[];
}

/** `GET /promotions/:id/figures`: from the recorded orders that carried the promotion. */
export interface PromotionFigures {
  orders: number;
  pieces: number;
  /** What the shoppers paid (sales' final prices). */
  revenue: number;
  discount: number;
}

/** `PUT /promotions/licence`. */
export type DiscountLicenceRequest = Omit<DiscountLicence, 'url' | 'barcodeUrl'> & { url?: string | null; barcodeUrl?: string | null };

export const PROMOTION_MESSAGES = {
  notFound: 'Promotion not found',
  nameRequired: 'Name is required',
  kindInvalid: 'Kind must be PERCENT, FIXED_ORDER or FIXED_PER_PIECE',
  valueInvalid: 'Value must be a positive amount (a percentage from 1 to 100)',
  appliesToInvalid: 'Applies to must be ORDER, CATEGORIES, PRODUCTS or BRANDS',
  targetsRequired: 'Choose at least one category, product or brand',
  targetsInvalid: 'Targets must be a list of ids or brand names',
  minimumInvalid: 'Minimum order total must be 0 or more',
  datesInvalid: 'Start and end must be dates, the end after the start',
  codeInvalid: 'A code has 3 to 32 letters, digits, dashes or underscores',
  codeTaken: (code: string) => `The code ${code} is already used by another promotion`,
  batchInvalid: 'Generate 1 to 200 codes with a prefix of letters and digits',
  usageLimitInvalid: 'Usage limit must be a whole number of 1 or more',
  perOrderLimitInvalid: 'Per-order limit must be a whole number of pieces, 1 or more',
  warnings: 'Saving needs your confirmation: see the warnings',
  belowCost: (name: string) => `${name} would sell below its cost price`,
  noLicence: 'A discount licence is missing: enter it in Settings → Promotions before announcing a discount',
  outsideLicenceDates: "The promotion's dates are outside the discount licence's dates",
  outsideLicenceRange: "The promotion's percentage is outside the discount licence's announced range",
  productOutsideLicenceDates: "This product's discount is shown today, outside the discount licence's dates",
  productOutsideLicenceRange: (percent: string) => `This product's discount (${percent} % off) is outside the discount licence's announced range`,
  usedUp: 'This promotion code has reached its usage limit; the order cannot be recorded with its discount',
  discountChanged: (amount: string) => `The discount is now ${amount}`,
  codeRefused: PROMOTION_CHECK_REFUSAL,
  tooManyChecks: 'Too many code checks. Please wait a minute.',
  licenceNumberRequired: 'Licence number is required',
  licenceDatesInvalid: 'Licence dates must be days, the end on or after the start',
  licenceRangeInvalid: 'The announced range must be percentages from 0 to 100, the lowest first',
  licenceUrlInvalid: 'Link must be an https address',
  licenceMissing: 'A discount licence is missing',
} as const;
