import { useEffect, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ShopAppBar } from './ShopAppBar';
import { ShopMenu } from './ShopMenu';
import { useShopLocale } from '../i18n/plain';
import { adminTabTitle } from '../i18n/tabTitle';
import { useSiteTitle } from './useSiteTitle';
import { Entrance } from './Entrance';

/** Browser tab title from the path, so every screen names itself in the tab, in the staff member's language. */
function useTabTitle() {
  const { pathname } = useLocation();
  const site = useSiteTitle();
  const [locale] = useShopLocale();
  useEffect(() => {
    document.title = adminTabTitle(pathname, site);
  }, [pathname, site, locale]);
}

export function ShopLayout({ children }: { children: ReactNode }) {
  useTabTitle();
  const { pathname } = useLocation();
  return (
    <Layout
      appBar={ShopAppBar}
      menu={ShopMenu}
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame': { minWidth: 0 },
        '& .RaLayout-content': { px: 0, pt: 0, minWidth: 0 },
        '& .RaLayout-contentWithSidebar': { minWidth: 0 },
      }}
    >
      {/* keyed by path: each screen is its own entrance */}
      <Entrance key={pathname}>{children}</Entrance>
    </Layout>
  );
}
