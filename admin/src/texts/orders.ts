/** The Orders entry of the sidebar, until the screen-access table reads its label from the catalogues (shop.orders, resources.orders). */
export const ORDER_TEXTS = {
  menu: 'Orders',
} as const;
