/** Parameterised SQL: user text only ever travels in `params`, never inside `sql`. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** Collects parameter values and answers each one's placeholder ($1, $2, …). */
export class SqlParams {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}
