import { adminPath } from '../../paths';

/** The labels page of these products (in this order). */
export const labelsPath = (ids: string[]) => adminPath(`/labels?ids=${ids.join(',')}`);
