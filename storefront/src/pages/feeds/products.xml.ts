import { mainFeed } from '../../feeds/feed-routes';

/** The English product feed for Commerce Manager and Merchant Center (an index of its parts for a large catalog). */
export const GET = mainFeed('en');
