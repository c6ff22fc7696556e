/** The header and footer of every page. */
export const layout = {
  header: {
    homeLabel: (shop: string) => `${shop} home`,
    mainNav: 'Main',
    mobileNav: 'Mobile',
    home: 'Home',
    shop: 'Shop',
    allProducts: 'All products',
    shopByCategory: 'Shop by category',
    noCategories: 'No categories available',
    search: 'Search',
    searchProducts: 'Search products',
    searchPlaceholder: 'Search caps, tees, shoes, brands…',
    openCart: 'Open cart',
    menu: 'Menu',
  },
  footer: {
    shop: 'Shop',
    allProducts: 'All products',
    contact: 'Contact',
    pickup: 'Pickup every Friday, 10:00am-6:00pm',
    rights: (year: number, shop: string) => `© ${year} ${shop}. Prices in SAR.`,
    privacy: 'We do not collect or store personal data. Order details are used only to process your order.',
  },
};
