import { isShopUrl } from './shop-url.validator';

describe('isShopUrl', () => {
  it('accepts http(s) URLs and paths on this site', () => {
    for (const ok of ['https://shop.example.com/logo.png', 'http://localhost:3000/x', '/uploads/branding/logo.png', '/'])
      expect(isShopUrl(ok)).toBe(true);
  });
  it('refuses other schemes, protocol-relative URLs, spaces and non-strings', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://x.com', '//evil.com/x', 'not a url', 'www.example.com', '', 42, null])
      expect(isShopUrl(bad)).toBe(false);
  });
});
