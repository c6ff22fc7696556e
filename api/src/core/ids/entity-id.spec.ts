import { entityIdError, isEntityId } from './entity-id';

describe('entity ids', () => {
  it('accepts c plus 24 lowercase alphanumerics only', () => {
    expect(isEntityId('c' + 'a1'.repeat(12))).toBe(true);
    expect(isEntityId('C' + 'a1'.repeat(12))).toBe(false);
    expect(isEntityId('c' + 'a'.repeat(23))).toBe(false);
    expect(entityIdError('')).toBe('Invalid entity ID: . Expected non-empty string.');
    expect(entityIdError('abc')).toBe('Invalid entity ID format: abc. Expected CUID format.');
    expect(entityIdError('c' + 'b'.repeat(24))).toBeNull();
  });
});
