/** The specs' entity id: a lowercase c followed by 24 lowercase letters or digits. */
export const ENTITY_ID_PATTERN = /^c[a-z0-9]{24}$/;

export function isEntityId(value: unknown): value is string {
  return typeof value === 'string' && ENTITY_ID_PATTERN.test(value);
}

/** The upload check's wording for an id that is not one of ours. */
export function entityIdError(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return `Invalid entity ID: ${String(value ?? '')}. Expected non-empty string.`;
  if (!ENTITY_ID_PATTERN.test(value)) return `Invalid entity ID format: ${value}. Expected CUID format.`;
  return null;
}
