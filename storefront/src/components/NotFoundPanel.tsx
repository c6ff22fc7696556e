import { Icon } from './Icon';

export function NotFoundPanel({ title, text, linkText = 'Return to Home', href = '/' }: { title: string; text: string; linkText?: string; href?: string }) {
  return (
    <section className="not-found" role="alert">
      <Icon name="alert" />
      <h1>{title}</h1>
      <p>{text}</p>
      <a className="btn btn-primary" href={href}>
        {linkText}
      </a>
    </section>
  );
}
