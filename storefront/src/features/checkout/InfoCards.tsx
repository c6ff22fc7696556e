import { Icon } from '../../components/Icon';
import { mapUrl } from '../../lib/settings/site';
import { nextPickupDays } from '../../lib/rules/pickup';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { langAttr, localText } from '../../i18n/content';
import type { Dictionary } from '../../i18n/en';
import { fill } from '../../i18n/plural';

/** The market stall: the address in the page's language; the map searches the English one, whatever the page. */
export function PickupCard({ address, addressAr, now, lang }: { address: string; addressAr?: string | null; now?: Date; lang: Lang }) {
  const d = useT(lang);
  const shown = localText(lang, address, addressAr);
  const PICKUP_TEXT = d.pickup;
  const days = nextPickupDays(now ?? new Date(), 2, lang);
  return (
    <section className="info-card" aria-labelledby="pickup-title">
      <h3 id="pickup-title">
        <Icon name="store" /> {PICKUP_TEXT.title}
      </h3>
      <h4>{PICKUP_TEXT.availability}</h4>
      <p data-pickup-days>{fill(PICKUP_TEXT.nextDays, { days: days.map((day) => day.label).join(PICKUP_TEXT.or) })}</p>
      <h4>{PICKUP_TEXT.hours}</h4>
      <p>{PICKUP_TEXT.hoursText}</p>
      <h4>{PICKUP_TEXT.location}</h4>
      <p lang={langAttr(shown)} data-pickup-address>
        {shown.text}
      </p>
      <a className="btn btn-outline btn-sm" href={mapUrl(address)} target="_blank" rel="noopener noreferrer" style={{ marginTop: 10 }}>
        <Icon name="pin" /> {PICKUP_TEXT.viewOnMap}
      </a>
      <h4>{PICKUP_TEXT.notesTitle}</h4>
      <ul>
        {PICKUP_TEXT.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </section>
  );
}

/** The full-size Data Privacy Policy card. */
export function PrivacyPolicyCard({ d }: { d: Dictionary }) {
  const PRIVACY_TEXT = d.privacy;
  return (
    <section className="info-card" aria-labelledby="privacy-title">
      <h3 id="privacy-title">
        <Icon name="shield" /> {PRIVACY_TEXT.fullTitle}
      </h3>
      {PRIVACY_TEXT.full.map((p) => (
        <p key={p} style={{ marginBottom: 8 }}>
          {p}
        </p>
      ))}
    </section>
  );
}

/** The terms block: compact notice, the checkbox, its helper text and the error beneath. */
export function TermsBlock({ checked, onChange, error, lang }: { checked: boolean; onChange: (v: boolean) => void; error?: string; lang: Lang }) {
  const d = useT(lang);
  const PRIVACY_TEXT = d.privacy;
  return (
    <div className="terms-block">
      <p>
        <Icon name="shield" className="inline-icon" /> {PRIVACY_TEXT.compact}
      </p>
      <details style={{ marginBottom: 10 }}>
        <summary style={{ cursor: 'pointer', fontWeight: 700 }}>{PRIVACY_TEXT.readFull}</summary>
        <PrivacyPolicyCard d={d} />
      </details>
      <label className="check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={!!error || undefined}
          aria-describedby="terms-helper terms-error"
        />
        <span>{d.checkout.termsLabel}</span>
      </label>
      <p id="terms-helper" className="field-hint" style={{ margin: 0, marginBlockStart: 6, marginInlineStart: 30 }}>
        {PRIVACY_TEXT.helper}
      </p>
      {error ? (
        <p id="terms-error" className="field-error" style={{ marginInlineStart: 30 }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
