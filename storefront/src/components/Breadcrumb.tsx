/** Where a page sits: Home first, the page itself last (not a link). Renders in Astro pages and islands alike. */
export function Breadcrumb({ trail }: { trail: { label: string; href?: string }[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <a href="/">Home</a>
        </li>
        {trail.map((c, i) =>
          i === trail.length - 1 ? (
            <li key={i} aria-current="page">
              {c.label}
            </li>
          ) : (
            <li key={i}>
              <a href={c.href}>{c.label}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
