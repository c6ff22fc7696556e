/** What a live page shows when the API could not be reached, with a way to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <section className="not-found" role="alert">
      <h1>We could not load this {what}</h1>
      <p>Please check your connection and try again.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
