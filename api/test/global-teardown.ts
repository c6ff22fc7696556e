import * as fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as any).__SHOP_TEST_DB__;
  if (!state) return;
  await state.db.stop().catch(() => undefined);
  fs.rmSync(state.base, { recursive: true, force: true });
}
