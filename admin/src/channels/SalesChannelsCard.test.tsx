import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n';
import en from '../i18n/messages/en/channels';
import { SalesChannelsCard } from './SalesChannelsCard';
import { feedPartUrls } from './feedUrls';

const ORIGIN = 'https://shop.example';

function renderCard() {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <SalesChannelsCard origin={ORIGIN} readFeed={async () => '<?xml version="1.0"?><rss version="2.0"></rss>'} />
    </AdminContext>,
  );
  return within(screen.getByTestId('card-sales-channels'));
}

describe('Sales channels card', () => {
  it('shows the English and Arabic feed addresses and how to add them to Commerce Manager and Merchant Center', async () => {
    const card = renderCard();
    expect(card.getByText(en.title)).toBeTruthy();
    expect(card.getByDisplayValue(`${ORIGIN}/feeds/products.xml`)).toBeTruthy();
    expect(card.getByDisplayValue(`${ORIGIN}/feeds/ar/products.xml`)).toBeTruthy();
    expect(card.getByText(en.metaHow)).toBeTruthy();
    expect(card.getByText(en.googleHow)).toBeTruthy();
  });

  it('copies a feed address to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = renderCard();
    fireEvent.click(card.getByRole('button', { name: `Copy ${en.arabicFeed}` }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/feeds/ar/products.xml`));
  });

  it('lists the part files when a large catalog has made the main address an index', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <SalesChannelsCard
          origin={ORIGIN}
          readFeed={async (url) =>
            url.endsWith('/feeds/products.xml')
              ? `<sitemapindex><sitemap><loc>${ORIGIN}/feeds/products-1.xml</loc></sitemap><sitemap><loc>${ORIGIN}/feeds/products-2.xml</loc></sitemap></sitemapindex>`
              : '<rss version="2.0"></rss>'
          }
        />
      </AdminContext>,
    );
    const card = within(screen.getByTestId('card-sales-channels'));
    expect(await card.findByDisplayValue(`${ORIGIN}/feeds/products-2.xml`)).toBeTruthy();
    expect(card.getByText(en.partsNote)).toBeTruthy();
  });
});

describe('feedPartUrls', () => {
  it('reads the part addresses of an index and none of a feed', () => {
    expect(feedPartUrls('<sitemapindex><sitemap><loc>https://a/feeds/products-1.xml</loc></sitemap></sitemapindex>')).toEqual([
      'https://a/feeds/products-1.xml',
    ]);
    expect(feedPartUrls('<rss version="2.0"><channel><link>https://a/</link></channel></rss>')).toEqual([]);
  });
});
