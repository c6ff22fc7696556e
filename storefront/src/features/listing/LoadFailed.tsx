import { Icon } from '../../components/Icon';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';

/** A listing whose products could not be loaded, with a retry; `heading` keeps the page's heading order. */
export function LoadFailed({ heading: Heading, onRetry, lang }: { heading: 'h2' | 'h3'; onRetry: () => void; lang: Lang }) {
  const d = useT(lang);
  return (
    <div className="empty-state" role="alert">
      <Icon name="alert" />
      <Heading>{d.listing.loadFailed}</Heading>
      <button type="button" className="btn btn-dark" onClick={onRetry}>
        {d.listing.tryAgain}
      </button>
    </div>
  );
}
