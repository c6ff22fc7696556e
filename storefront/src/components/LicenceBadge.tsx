import type { DiscountLicence } from '@shop/common';
import type { Lang } from '../i18n/lang';
import { licenceHref, licenceText } from '../lib/rules/licence';

interface Props {
  licence: Pick<DiscountLicence, 'number' | 'url' | 'barcodeUrl'> | null | undefined;
  lang: Lang;
  /** Inside a link already (a product card): the number alone, since a link may not hold another. */
  plain?: boolean;
}

/**
 * The Ministry of Commerce's discount licence beside an advertised discount ("Discount licence no. …" with its link or
 * barcode). Server-rendered, no script; nothing at all when no licence is entered.
 */
export function LicenceBadge({ licence, lang, plain = false }: Props) {
  if (!licence) return null;
  const text = licenceText(licence, lang);
  const href = plain ? null : licenceHref(licence);
  return (
    <span className="licence-badge" data-discount-licence={licence.number}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : (
        text
      )}
    </span>
  );
}
