/**
 * Imported by every island: in the browser its module waits for the page's dictionary before the island's code
 * runs, so React hydrates at once with the right texts instead of suspending mid-hydration. Nothing at build time.
 */
import { loadDictionary, pageLang } from './index';

if (typeof document !== 'undefined') await loadDictionary(pageLang());

export {};
