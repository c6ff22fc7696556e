/**
 * The printed label's own words. Like the invoices, what goes on paper does not follow the staff member's language:
 * Arabic first with English beside, whoever prints it.
 */
export const PRINTED_ONE_SIZE = 'مقاس واحد · One size';
