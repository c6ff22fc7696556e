/** The back office's own words; texts the API or the storefront must agree on come from @shop/common. */
export * from './promotions';
