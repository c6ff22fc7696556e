import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { shopTexts } from '../i18n/shop-texts';
import { langAttr } from '../i18n/content';
import { FALLBACK_SETTINGS, mapUrl, withFallbacks } from '../lib/settings/site';
import { homeDescription, homeJsonLd } from '../lib/seo/seo';
import { readClientSettings } from '../lib/settings/client-settings';
import { PickupCard } from '../features/checkout/InfoCards';
import type { BusinessSettings } from '../model/types';

const english = {
  ...FALLBACK_SETTINGS,
  tagline: 'Retro caps from Manila to Riyadh',
  description: 'Hand-picked retro caps.',
  address: 'Friday Market, Riyadh',
};
const arabic = {
  ...english,
  taglineAr: 'كابات ريترو من مانيلا إلى الرياض',
  descriptionAr: 'كابات ريترو مختارة بعناية.',
  addressAr: 'سوق الجمعة، الرياض',
};

describe("the shop's own texts in the page's language", () => {
  it('Arabic pages show the Arabic tagline, description and address where given', () => {
    const texts = shopTexts('ar', arabic);
    expect(texts).toEqual({
      tagline: { text: 'كابات ريترو من مانيلا إلى الرياض', fallback: false },
      description: { text: 'كابات ريترو مختارة بعناية.', fallback: false },
      address: { text: 'سوق الجمعة، الرياض', fallback: false },
    });
    expect(langAttr(texts.tagline)).toBeUndefined();
  });

  it('fall back to the English text, marked lang="en", where no Arabic is given; English pages never use the Arabic', () => {
    const texts = shopTexts('ar', { ...arabic, taglineAr: null, addressAr: '   ' });
    expect(texts.tagline).toEqual({ text: english.tagline, fallback: true });
    expect(langAttr(texts.tagline)).toBe('en');
    expect(langAttr(texts.address)).toBe('en');
    expect(texts.description.fallback).toBe(false);
    expect(shopTexts('en', arabic)).toEqual({
      tagline: { text: english.tagline, fallback: false },
      description: { text: english.description, fallback: false },
      address: { text: english.address, fallback: false },
    });
  });

  it("keep the API's Arabic texts trimmed, blank or missing as none", () => {
    const filled = withFallbacks({ tagline: 'Caps', taglineAr: '  كابات  ', descriptionAr: '  ', address: 'Riyadh' });
    expect(filled).toMatchObject({ tagline: 'Caps', taglineAr: 'كابات', descriptionAr: null, addressAr: null });
    expect(withFallbacks(null)).toMatchObject({ taglineAr: null, descriptionAr: null, addressAr: null });
  });

  it('the Organization JSON-LD gives the address in the page language', () => {
    const org = (lang: 'en' | 'ar', site: BusinessSettings = arabic) =>
      (homeJsonLd('https://shop.example', site, [], lang)[0] as Record<string, unknown>).address;
    expect(org('ar')).toBe('سوق الجمعة، الرياض');
    expect(org('en')).toBe('Friday Market, Riyadh');
    expect(org('ar', { ...arabic, addressAr: null })).toBe('Friday Market, Riyadh');
  });

  it("the Arabic meta description is the owner's Arabic tagline and description, else the dictionary's own", () => {
    const ar = (tagline: string, description: string) => homeDescription('ar', tagline, description);
    expect(ar(arabic.taglineAr, arabic.descriptionAr)).toBe('كابات ريترو من مانيلا إلى الرياض. كابات ريترو مختارة بعناية.');
    expect(ar('', arabic.descriptionAr)).toBe('كابات ريترو مختارة بعناية.');
    expect(ar('', '')).toMatch(/^كابات ريترو وتيشيرتات فينتج/);
    expect(homeDescription('en', english.tagline, english.description)).toBe('Retro caps from Manila to Riyadh. Hand-picked retro caps.');
  });

  it('the checkout pickup card shows the Arabic address, or the English one marked lang="en"; the map searches the English one', () => {
    const { container, unmount } = render(<PickupCard lang="ar" address={english.address} addressAr={arabic.addressAr} />);
    const shown = container.querySelector('[data-pickup-address]')!;
    expect(shown.textContent).toBe('سوق الجمعة، الرياض');
    expect(shown.getAttribute('lang')).toBeNull();
    expect(container.querySelector('a[target="_blank"]')!.getAttribute('href')).toBe(mapUrl(english.address));
    unmount();
    const fallback = render(<PickupCard lang="ar" address={english.address} addressAr={null} />).container.querySelector('[data-pickup-address]')!;
    expect(fallback.textContent).toBe('Friday Market, Riyadh');
    expect(fallback.getAttribute('lang')).toBe('en');
  });

  it('every page embeds the Arabic address for the checkout', () => {
    document.body.innerHTML = `<script type="application/json" id="shop-settings">${JSON.stringify({ address: 'Riyadh', addressAr: 'الرياض' })}</script>`;
    expect(readClientSettings()).toMatchObject({ address: 'Riyadh', addressAr: 'الرياض' });
    document.body.innerHTML = '';
    expect(readClientSettings().addressAr).toBeNull();
  });
});
