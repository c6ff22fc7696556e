import { CATEGORY_MESSAGES as C } from '@shop/common';
import { ValidationError } from '../core/validation/errors';
import { parseBooleanFilter, parseSortOrderItems } from './category-rules';
import { CATEGORY_SERVER_MESSAGES as S } from './categories.messages';

const ID_A = 'caaaaaaaaaaaaaaaaaaaaaaaa';
const ID_B = 'cbbbbbbbbbbbbbbbbbbbbbbbb';
const errors = (body: unknown) => {
  try {
    parseSortOrderItems(body);
  } catch (e) {
    return (e as ValidationError).errors;
  }
  return null;
};

describe('parseSortOrderItems', () => {
  it('accepts a bare list or { items }', () => {
    expect(parseSortOrderItems([{ id: ID_A, sortOrder: 2 }])).toEqual([{ id: ID_A, sortOrder: 2 }]);
    expect(parseSortOrderItems({ items: [{ id: ID_B, sortOrder: 1, extra: true }] })).toEqual([{ id: ID_B, sortOrder: 1 }]);
  });
  it('names the failing entry', () => {
    expect(errors('x')).toEqual({ items: S.bulkNotList });
    expect(errors([])).toEqual({ items: S.bulkEmpty });
    expect(
      errors([
        { id: ID_A, sortOrder: 1 },
        { id: ID_B, sortOrder: 0 },
      ]),
    ).toEqual({ '1.sortOrder': C.sortOrderMin });
    expect(errors([{ id: ID_A, sortOrder: 1.5 }])).toEqual({ '0.sortOrder': C.sortOrderInteger });
    expect(errors([null])).toEqual({ '0.id': S.idInvalid });
    expect(
      errors([
        { id: ID_A, sortOrder: 1 },
        { id: ID_A, sortOrder: 2 },
      ]),
    ).toEqual({ '1.id': S.bulkDuplicate });
  });
});

describe('parseBooleanFilter', () => {
  it('reads true/false and ignores anything else', () => {
    expect(parseBooleanFilter('true')).toBe(true);
    expect(parseBooleanFilter('false')).toBe(false);
    expect(parseBooleanFilter('')).toBeUndefined();
    expect(parseBooleanFilter('yes')).toBeUndefined();
  });
});
