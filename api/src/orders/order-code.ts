// The statuses and the order page's answer are the contract's (@shop/common), which the storefront and the back office
// read too; the API's modules name them from here.
export { ORDER_STATUSES, type OrderStatus, type PublicOrderView } from '@shop/common';
