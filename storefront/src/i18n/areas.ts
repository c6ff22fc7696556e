/**
 * The storefront's text areas: one JSON file each in en/ and ar/. Both dictionaries merge their files through
 * `mergeAreas`, so the list and its order are written once, here; a language that leaves an area out does not compile.
 * The areas' top-level keys are disjoint (dictionary.test.ts checks), so the merge is a plain union of them.
 */
export const TEXT_AREAS = ['layout', 'catalog', 'checkout', 'stock', 'client', 'legal'] as const;
export type TextArea = (typeof TEXT_AREAS)[number];

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** One language's area files as one object of texts. */
export function mergeAreas<A extends Record<TextArea, object>>(areas: A): Intersection<A[TextArea]> {
  return Object.assign({}, ...TEXT_AREAS.map((area) => areas[area]));
}
