import { STOREFRONT_MESSAGES } from '../../lib/messages';
import { Icon } from '../../components/Icon';

/** A listing whose products could not be loaded, with a retry; `heading` keeps the page's heading order. */
export function LoadFailed({ heading: Heading, onRetry }: { heading: 'h2' | 'h3'; onRetry: () => void }) {
  return (
    <div className="empty-state" role="alert">
      <Icon name="alert" />
      <Heading>{STOREFRONT_MESSAGES.searchLoadFailed}</Heading>
      <button type="button" className="btn btn-dark" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
