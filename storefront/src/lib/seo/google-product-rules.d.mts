/** Types of google-product-rules.mjs (plain JavaScript, shared by the unit tests and the built-site checks). */
export declare const VARIES_BY: string[];
export declare const ITEM_AVAILABILITY: string[];
export declare const RULES: Record<'productGroup' | 'variant' | 'product', { required: string[]; recommended: string[] }>;
export declare function productStructuredDataProblems(blocks: unknown[], options?: { recommended?: boolean; skip?: string[] }): string[];
