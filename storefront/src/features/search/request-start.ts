// The results request of a /search?… URL, sent as the first thing the search page's head script does (prefetch-start.ts
// imports it first): the one request the page's largest paint waits for leaves before the rest of the page's code has
// even started. The first results' fetch takes its answer (lib/api/early-request.ts).
import { API_URL, JSON_HEADERS, productsPath } from '../../lib/api/api';
import { sendEarlyRequest } from '../../lib/api/early-request';
import { SEARCH_LISTING, hasSearch, parseListing, toProductQuery } from '../../lib/listing/query';

const params = parseListing(location.search, SEARCH_LISTING);
if (hasSearch(params)) sendEarlyRequest(`${API_URL}${productsPath(toProductQuery(params))}`, { headers: JSON_HEADERS });
