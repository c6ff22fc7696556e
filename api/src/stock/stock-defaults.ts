// The defaults' home is @shop/common (the back office and the storefront assume them too); this path stays only for
// modules that still import it from here.
export { DEFAULT_STOCK_SETTINGS } from '@shop/common';
