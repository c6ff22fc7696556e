import type { OrderRoute, Platform, PublicOrderView, StaffOrderSummary, StaffOrderView } from '@shop/common';
import type { LiveProduct } from './order-catalog';
import type { Order, StoredOrderLine } from './order.entity';

/** Messenger orders are Facebook sales and WhatsApp orders WhatsApp sales; a copied or emailed message could be anywhere. */
export function platformForRoute(route: OrderRoute): Platform | null {
  return route === 'MESSENGER' ? 'FACEBOOK' : route === 'WHATSAPP' ? 'WHATSAPP' : null;
}

const lineTotal = (l: StoredOrderLine) => (Math.round(l.unitPrice * 100) * l.quantity) / 100;
const day = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d : d.toISOString().slice(0, 10));

/** The order page's answer: lines, totals, pickup day and status. Cost prices and staff details stay out. */
export function presentPublicOrder(o: Order): PublicOrderView {
  return {
    code: o.code,
    status: o.status,
    statusAt: o.statusAt.toISOString(),
    lines: o.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      nameAr: l.nameAr,
      size: l.size,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: lineTotal(l),
      discount: l.promotion?.discount ?? 0,
    })),
    total: o.total,
    currency: o.currency,
    pickupDate: day(o.pickupDate),
    placedAt: o.placedAt.toISOString(),
    promoCode: o.promoCode,
    discount: o.discount,
  };
}

/** A row of the staff list. */
export function presentSummary(o: Order): StaffOrderSummary {
  return {
    code: o.code,
    status: o.status,
    statusAt: o.statusAt.toISOString(),
    route: o.route,
    language: o.language,
    pickupDate: day(o.pickupDate),
    lineCount: o.lines.length,
    pieces: o.lines.reduce((n, l) => n + l.quantity, 0),
    total: o.total,
    currency: o.currency,
    recorded: o.recordedAt !== null,
    createdAt: o.createdAt.toISOString(),
    promoCode: o.promoCode,
    promotionId: o.promotionId,
    discount: o.discount,
  };
}

/** The staff order screen: every line with the product as it is now (price, stock per size), and the sales made from it. */
export function presentStaffOrder(o: Order, products: Map<string, LiveProduct>, saleIds: string[]): StaffOrderView {
  return {
    ...presentSummary(o),
    placedAt: o.placedAt.toISOString(),
    cancelReason: o.cancelReason,
    recordedAt: o.recordedAt?.toISOString() ?? null,
    platform: o.platform,
    routePlatform: platformForRoute(o.route),
    lines: o.lines.map((l) => {
      const p = products.get(l.productId);
      return {
        ...l,
        lineTotal: lineTotal(l),
        current: {
          exists: !!p,
          price: p?.effectivePrice ?? null,
          isPublic: p?.isPublic ?? false,
          stockTracked: !!p && p.onHand.size > 0,
          sizeStock: p ? p.sizes.map((size) => ({ size, onHand: p.onHand.get(size) ?? 0 })) : [],
        },
      };
    }),
    saleIds,
  };
}
