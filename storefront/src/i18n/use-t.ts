import { use } from 'react';
import { loadDictionary, peekDictionary, type Dictionary, type Lang } from './index';

/**
 * The dictionary inside React components. At build time it is there at once; an island hydrating in the browser
 * waits for its language's chunk (React keeps the prebuilt HTML meanwhile).
 */
export function useT(lang: Lang): Dictionary {
  return peekDictionary(lang) ?? use(loadDictionary(lang));
}
