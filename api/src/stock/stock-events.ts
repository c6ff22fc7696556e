import type { StockMovementKind } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import type { DomainEvents } from '../core/cluster/domain-events';

/** How the activity feed words each kind of change ("<who> <action> product "<name> (M: -1)""). */
const ACTIONS: Record<StockMovementKind, string> = {
  INITIAL: 'started counting stock of',
  SALE: 'sold stock of',
  SALE_EDIT: 'moved stock (sale edited) of',
  SALE_DELETE: 'put back stock (sale deleted) of',
  RECEIVED: 'received stock of',
  COUNTED: 'counted stock of',
  DAMAGED: 'wrote off damaged stock of',
  RETURNED: 'took back returned stock of',
  OVERSELL: 'oversold',
};

export interface StockChange {
  size: string;
  delta: number;
  oversold?: number;
}

function describe(changes: StockChange[]): string {
  return changes.map((c) => `${c.size}: ${c.delta > 0 ? '+' : ''}${c.delta}${c.oversold ? `, ${c.oversold} oversold` : ''}`).join('; ');
}

/**
 * A stock change is a product change: the usual product event drops the cached public lists (on every instance),
 * schedules the storefront rebuild and writes the activity line with who and when.
 */
export function emitStockChange(
  events: DomainEvents,
  actor: AuthUser | null,
  product: { id: string; name: string },
  kind: StockMovementKind,
  changes: StockChange[],
): Promise<void> {
  const detail = describe(changes);
  return events.emit({
    entityType: 'product',
    action: ACTIONS[kind],
    entityId: product.id,
    entityName: detail ? `${product.name} (${detail})` : product.name,
    actor,
  });
}
