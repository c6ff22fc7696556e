/**
 * A package loaded on its first use instead of at start. The spreadsheet, invoice XML, QR, image and cloud SDK
 * packages take about half a second of CPU to load between them; most starts of the API (and every test file, which
 * loads the whole app) never call them, and a shop that does pays it once, on the first call.
 */
export function onFirstUse<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}
