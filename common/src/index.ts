export * from './permissions.js';
export * from './enums.js';
export * from './shop-identity.js';
export * from './limits.js';
export * from './format.js';
export * from './price-rules.js';
export * from './messages.js';
export * from './titles.js';
export * from './error-catalogue.js';
export * from './api-types.js';
export * from './shop-setup.js';
export * from './arabic-fields.js';
export * from './stock.js';
export * from './stock-messages.js';
export * from './renderer-protocol.js';
export * from './calendar-day.js';
export * from './tax.js';
export * from './invoices.js';

export * from './feeds.js';

export * from './orders.js';
export * from './promotions.js';
export * from './catalog-sheets.js';
export * from './backups.js';
export * from './invoice-amounts.js';
export * from './stall.js';
export * from './zatca.js';
