import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { DiscountLicence } from '@shop/common';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { fill } from '../../i18n/plural';
import type { CartItem } from '../cart-store/store';
import { $appliedCode, $cartDiscount, $codeNotice, $publicPromotions, applyCode, removeCode } from '../cart-store/promotion';
import { licenceHref, licenceText } from '../../lib/rules/licence';

/** The cart's "Discount code" field: checked by the API anonymously, the applied code shown with the Ministry's licence. */
export function PromoCodeField({ items, lang }: { items: CartItem[]; lang: Lang }) {
  const d = useT(lang).cart;
  const applied = useStore($appliedCode);
  const { discount } = useStore($cartDiscount);
  const licence = useStore($publicPromotions)?.licence ?? null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // a code kept from an earlier visit that the API no longer accepts: dropped, and said so until another is tried
  const notice = useStore($codeNotice);
  const shownError = error ?? (notice ? fill(d.codeDropped, { code: notice.code, reason: notice.message }) : null);

  if (applied) {
    return (
      <div className="promo-code" data-promo-applied={applied.code}>
        <p role="status">{fill(discount > 0 ? d.codeApplied : d.codeNoDiscount, { code: applied.code })}</p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => removeCode()}>
          {d.codeRemove}
        </button>
        <LicenceNote licence={licence} lang={lang} />
      </div>
    );
  }
  return (
    <form
      className="promo-code"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!code.trim() || checking) return;
        setChecking(true);
        const refused = await applyCode(code, items, lang, d.codeBusy);
        setChecking(false);
        setError(refused);
        if (!refused) setCode('');
      }}
    >
      <label htmlFor="promo-code-input">{d.codeLabel}</label>
      <div className="promo-code-row">
        <input
          id="promo-code-input"
          name="promoCode"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={32}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? 'promo-code-error' : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn-outline btn-sm" disabled={checking}>
          {d.codeApply}
        </button>
      </div>
      {shownError ? (
        <p id="promo-code-error" className="field-error" role="alert">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}

/** The licence beside an applied code; nothing when none is entered. */
export function LicenceNote({ licence, lang }: { licence: DiscountLicence | null; lang: Lang }) {
  if (!licence) return null;
  const text = licenceText(licence, lang);
  const href = licenceHref(licence);
  return (
    <p className="licence-note" data-discount-licence>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}
