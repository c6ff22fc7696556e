/**
 * The shape an Arabic catalogue must have: exactly the English one's keys, every leaf a string.
 * `const ar: Catalogue<typeof en> = {...}` makes tsc name a key the Arabic file lacks or adds.
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** A catalogue of either language as the provider reads it: nested objects whose leaves are polyglot strings. */
export interface Messages {
  [key: string]: string | Messages;
}
