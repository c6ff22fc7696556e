import { plainTranslate } from './i18n/plain';
import './login.css';

/** Whole-page spinner without the UI library: shown while the session or the back office loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label={plainTranslate('shop.shell.loading')}>
      <span />
    </div>
  );
}
