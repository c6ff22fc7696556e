import { searchFold } from './search-fold';
import { wordForms } from './word-forms';

const forms = (w: string) => wordForms(searchFold(w));

describe('wordForms', () => {
  it('takes English plurals back to their singular (the singular finds the plural as it is)', () => {
    expect(forms('caps')).toEqual(['caps', 'cap']);
    expect(forms('shoes')).toEqual(['shoes', 'shoe']);
    expect(forms('hoodies')).toEqual(['hoodies', 'hoody', 'hoodie']);
    expect(forms('boxes')).toEqual(['boxes', 'box', 'boxe']);
    expect(forms('cap')).toEqual(['cap']);
  });

  it('leaves words that only look plural, and short stems, alone', () => {
    expect(forms('dress')).toEqual(['dress']);
    expect(forms('ss')).toEqual(['ss']);
    expect(forms('its')).toEqual(['its']);
  });

  it('finds the shop synonyms from either side and from a plural', () => {
    expect(forms('tee')).toEqual(['tee', 't-shirt', 'tshirt']);
    expect(forms('t-shirts')).toEqual(['t-shirts', 't-shirt', 'tee', 'tshirt']);
    expect(forms('tees')).toEqual(['tees', 'tee', 't-shirt', 'tshirt']);
  });

  it('strips the Arabic sound plural endings and knows the shop broken plurals', () => {
    expect(forms('قبعات')).toContain(searchFold('قبع'));
    expect(forms('قبعات')).toContain(searchFold('قبعة'));
    expect(forms('أحذية')).toContain(searchFold('حذاء'));
    expect(forms('حذاء')).toContain(searchFold('أحذية'));
    expect(forms('قمصان')).toContain(searchFold('قميص'));
    expect(forms('تيشيرتات')).toContain(searchFold('تيشيرت'));
    // a singular in ة finds its plural in ات, however its ة is typed
    expect(forms('قبعة')).toContain(searchFold('قبعات'));
    expect(forms('قبعه')).toContain(searchFold('قبعات'));
    expect(forms('طاقية')).toContain(searchFold('طاقيات'));
    // a stem shorter than three letters is not taken
    expect(forms('بين')).toEqual([searchFold('بين')]);
  });
});
