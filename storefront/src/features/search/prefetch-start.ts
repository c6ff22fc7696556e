// Inlined in the search page's head (see integrations/inline-script.mjs): starts the results request at once.
import { startSearchPrefetch } from './prefetch';

startSearchPrefetch();
