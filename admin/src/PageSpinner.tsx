import './login.css';

/** Whole-page spinner without the UI library: shown while the session or the back office loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <span />
    </div>
  );
}
