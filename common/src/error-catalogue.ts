/** The error status table: the title the back office shows per status, and whether the API's own message replaces the fallback. */
export const ERROR_CATALOGUE = {
  400: { title: 'Validation Error', fallback: 'Please check your input and try again.', useServerMessage: true },
  401: { title: 'Authentication Required', fallback: 'Please log in again to continue.', useServerMessage: false },
  403: { title: 'Permission Denied', fallback: 'You do not have permission to perform this action.', useServerMessage: true },
  404: { title: 'Not Found', fallback: 'The requested resource no longer exists.', useServerMessage: true },
  409: { title: 'Conflict', fallback: 'This resource already exists. Please use different information.', useServerMessage: true },
  422: { title: 'Validation Failed', fallback: 'The provided data is invalid. Please check your input.', useServerMessage: true },
  429: { title: 'Too Many Requests', fallback: 'You have made too many requests. Please wait a moment and try again.', useServerMessage: false },
  500: { title: 'Server Error', fallback: 'An unexpected error occurred. Please try again later.', useServerMessage: false },
  503: { title: 'Service Unavailable', fallback: 'The service is temporarily unavailable. Please try again later.', useServerMessage: false },
} as const;
