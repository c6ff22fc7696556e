import type { StallBasket, StallCatalog } from '@shop/common';

/** A basket kept on the phone until the shop has it: its id is the one the API records it under, exactly once. */
export interface QueuedBasket extends StallBasket {
  /** Set when the API refused it (400): kept to show, never sent again. */
  refused?: string;
}

const DB = 'shop-stall';
const VERSION = 1;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, VERSION);
    req.onupgradeneeded = () => {
      req.result.createObjectStore('catalog');
      req.result.createObjectStore('queue', { keyPath: 'id' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let db: Promise<IDBDatabase> | null = null;
const database = () => (db ??= open());

async function run<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  const d = await database();
  return new Promise<T>((resolve, reject) => {
    const tx = d.transaction(store, mode);
    const req = act(tx.objectStore(store));
    tx.oncomplete = () => resolve(req.result as T);
    tx.onerror = () => reject(tx.error);
  });
}

/** The catalog snapshot the phone sells from offline (one record, replaced whenever a fresher one arrives). */
export const stallDb = {
  catalog: () => run<StallCatalog | undefined>('catalog', 'readonly', (s) => s.get('snapshot')),
  saveCatalog: (c: StallCatalog) => run<void>('catalog', 'readwrite', (s) => s.put(c, 'snapshot')),
  /** Baskets not yet recorded, oldest first (the stall time orders them). */
  queue: async () => (await run<QueuedBasket[]>('queue', 'readonly', (s) => s.getAll())).sort((a, b) => a.madeAt.localeCompare(b.madeAt)),
  keep: (b: QueuedBasket) => run<void>('queue', 'readwrite', (s) => s.put(b)),
  drop: (id: string) => run<void>('queue', 'readwrite', (s) => s.delete(id)),
};
