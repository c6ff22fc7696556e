/** Answers to a page or limit a paged staff list cannot use (the specs leave these texts open). */
export const PAGING_MESSAGES = {
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: 'Limit must be a whole number from 1 to 1000',
} as const;
