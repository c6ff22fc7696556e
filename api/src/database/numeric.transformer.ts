import type { ValueTransformer } from 'typeorm';

/** pg returns numeric columns as strings; the API answers numbers. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? null : Number(value)),
};
