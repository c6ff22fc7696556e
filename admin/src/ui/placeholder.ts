/** Shown for products and categories without images: an inline SVG, so it never fails to load. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#eceff3"/><path d="M150 190l40-50 30 35 20-22 40 37z" fill="#c5cbd3"/><circle cx="245" cy="115" r="16" fill="#c5cbd3"/></svg>',
  );
