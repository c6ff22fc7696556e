import { Icon } from './Icon';
import { localePath, type Lang } from '../i18n/lang';
import { useT } from '../i18n/use-t';

/**
 * 'Product Not Found' / 'Category Not Found': for a record that is gone and for one that could not be loaded.
 * A failed load adds "Try again", since the record may well exist once the connection is back.
 */
export function NotFoundPanel({ title, text, lang, onRetry }: { title: string; text: string; lang: Lang; onRetry?: () => void }) {
  const d = useT(lang);
  return (
    <section className="not-found" role="alert">
      <Icon name="alert" />
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="not-found-actions">
        {onRetry ? (
          <button type="button" className="btn btn-primary" onClick={onRetry} data-retry>
            {d.notFound.tryAgain}
          </button>
        ) : null}
        <a className={onRetry ? 'btn btn-outline' : 'btn btn-primary'} href={localePath(lang, '/')}>
          {d.notFound.returnHome}
        </a>
      </div>
    </section>
  );
}
