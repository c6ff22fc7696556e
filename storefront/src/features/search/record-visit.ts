// The search page's keyword joins the shopper's recent searches as the page opens, not only once its island has
// hydrated (a search whose results stand alone hydrates only when touched).
import { SEARCH_LISTING, parseListing } from '../../lib/listing/query';
import { recordSearch } from './history';

const { keyword } = parseListing(location.search, SEARCH_LISTING);
if (keyword) recordSearch(keyword);
