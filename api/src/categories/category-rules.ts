import { CATEGORY_LIMITS, CATEGORY_MESSAGES } from '@shop/common';
import { isEntityId } from '../core/ids/entity-id';
import { ValidationError } from '../core/validation/errors';
import { CATEGORY_SERVER_MESSAGES as S } from './categories.messages';

export interface SortOrderItem {
  id: string;
  sortOrder: number;
}

/** Checks the bulk sort-order payload ([{ id, sortOrder }]) and returns it typed; errors name the entry (`1.sortOrder`). */
export function parseSortOrderItems(body: unknown): SortOrderItem[] {
  const list = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) throw new ValidationError({ items: S.bulkNotList });
  if (list.length === 0) throw new ValidationError({ items: S.bulkEmpty });
  const seen = new Set<string>();
  return list.map((entry, i) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    if (typeof entry !== 'object' || !isEntityId(e.id)) throw new ValidationError({ [`${i}.id`]: S.idInvalid });
    if (typeof e.sortOrder !== 'number' || !Number.isInteger(e.sortOrder)) {
      throw new ValidationError({ [`${i}.sortOrder`]: CATEGORY_MESSAGES.sortOrderInteger });
    }
    if (e.sortOrder < CATEGORY_LIMITS.sortOrderMin) throw new ValidationError({ [`${i}.sortOrder`]: CATEGORY_MESSAGES.sortOrderMin });
    if (seen.has(e.id)) throw new ValidationError({ [`${i}.id`]: S.bulkDuplicate });
    seen.add(e.id);
    return { id: e.id, sortOrder: e.sortOrder };
  });
}

/** "true"/"false" from a query string; anything else (including empty) means no filter. */
export function parseBooleanFilter(raw: unknown): boolean | undefined {
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  return undefined;
}
