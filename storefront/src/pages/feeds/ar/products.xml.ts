import { mainFeed } from '../../../feeds/feed-routes';

/** The Arabic product feed: Arabic names and descriptions, links to the Arabic pages. */
export const GET = mainFeed('ar');
