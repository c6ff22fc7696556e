export const SITE_MESSAGES = {
  /** What shoppers and staff without dashboardAccess are told of a failed storefront build. */
  buildFailed: 'The last storefront build failed; staff can see why in the server log.',
} as const;
