import { Icon } from './Icon';

/**
 * 'Product Not Found' / 'Category Not Found': for a record that is gone and for one that could not be loaded.
 * A failed load adds "Try again", since the record may well exist once the connection is back.
 */
export function NotFoundPanel({ title, text, linkText = 'Return to Home', href = '/', onRetry }: { title: string; text: string; linkText?: string; href?: string; onRetry?: () => void }) {
  return (
    <section className="not-found" role="alert">
      <Icon name="alert" />
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="not-found-actions">
        {onRetry ? (
          <button type="button" className="btn btn-primary" onClick={onRetry} data-retry>
            Try again
          </button>
        ) : null}
        <a className={onRetry ? 'btn btn-outline' : 'btn btn-primary'} href={href}>
          {linkText}
        </a>
      </div>
    </section>
  );
}
