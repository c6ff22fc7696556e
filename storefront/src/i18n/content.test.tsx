import { describe, expect, it } from 'vitest';
import { langAttr, localAlt, localDescription, localName, localText } from './content';
import { localePath, stripLang } from './lang';

describe('Arabic content with English fallback', () => {
  it('uses the Arabic text when given and not blank', () => {
    expect(localText('ar', 'Caps', 'كابات')).toEqual({ text: 'كابات', fallback: false });
    expect(localName('ar', { name: 'Caps', nameAr: '  كابات ' })).toEqual({ text: 'كابات', fallback: false });
  });

  it('falls back to the English text, marked lang="en", when no Arabic is given', () => {
    for (const missing of [null, undefined, '', '   ']) {
      const t = localName('ar', { name: 'Caps', nameAr: missing });
      expect(t).toEqual({ text: 'Caps', fallback: true });
      expect(langAttr(t)).toBe('en');
    }
    expect(localDescription('ar', { description: 'Snapbacks', descriptionAr: null })).toEqual({ text: 'Snapbacks', fallback: true });
    expect(localDescription('ar', { description: null, descriptionAr: null })).toBeNull();
    expect(localAlt('ar', { alt: 'Red cap', altAr: null })).toBe('Red cap');
    expect(localAlt('ar', { alt: 'Red cap', altAr: 'كاب أحمر' })).toBe('كاب أحمر');
  });

  it('never marks English pages, whatever Arabic exists', () => {
    const t = localName('en', { name: 'Caps', nameAr: 'كابات' });
    expect(t).toEqual({ text: 'Caps', fallback: false });
    expect(langAttr(t)).toBeUndefined();
  });

  it('maps addresses between the languages', () => {
    expect(localePath('ar', '/')).toBe('/ar/');
    expect(localePath('ar', '/category/c1/page/2')).toBe('/ar/category/c1/page/2');
    expect(localePath('en', '/ar/products/p1')).toBe('/products/p1');
    expect(stripLang('/ar')).toBe('/');
    expect(stripLang('/arabic-caps')).toBe('/arabic-caps');
  });
});
