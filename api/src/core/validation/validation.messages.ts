/** Field validation failures answer 400 with this top-level message when several fields fail. */
export const VALIDATION_MESSAGE = 'Validation failed';
