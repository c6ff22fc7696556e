import { feedPart, feedPartStaticPaths } from '../../../feeds/feed-routes';

/** The parts of the Arabic feed, when the catalog needs more than one file. */
export const getStaticPaths = feedPartStaticPaths;
export const GET = feedPart('ar');
