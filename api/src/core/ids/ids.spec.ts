import { isEntityId } from './entity-id';
import { newId } from './ids';

describe('newId', () => {
  it('makes unique ids of the specs CUID shape', () => {
    const ids = Array.from({ length: 2000 }, newId);
    expect(ids.every(isEntityId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
