import { PICKUP } from '../../lib/pickup';
import { CHECKOUT_MESSAGES } from '../../lib/messages';
import { Icon } from '../../components/Icon';
import { mapUrl } from '../../lib/site';
import { nextPickupDays } from './pickup';

export const PICKUP_TEXT = {
  title: 'Store Pick-Up Information',
  availability: 'Store Availability',
  hours: 'Operating Hours',
  location: 'Store Location',
  viewOnMap: 'View on Map',
  notesTitle: 'Important notes',
  notes: [
    'Please arrive during operating hours.',
    'Bring a valid ID for order verification.',
    'Contact us if you need help finding the location.',
  ],
} as const;

export function PickupCard({ address, now }: { address: string; now?: Date }) {
  const days = nextPickupDays(now ?? new Date(), 2);
  return (
    <section className="info-card" aria-labelledby="pickup-title">
      <h3 id="pickup-title">
        <Icon name="store" /> {PICKUP_TEXT.title}
      </h3>
      <h4>{PICKUP_TEXT.availability}</h4>
      <p>
        {PICKUP.availabilityText}. Next pickup days: <strong data-pickup-days>{days.map((d) => d.label).join(' or ')}</strong>.
      </p>
      <h4>{PICKUP_TEXT.hours}</h4>
      <p>{PICKUP.hoursText} (Riyadh time)</p>
      <h4>{PICKUP_TEXT.location}</h4>
      <p>{address}</p>
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

export const PRIVACY_TEXT = {
  compact:
    'We do not collect or store personal data. Your contact and order details are used only to process your order, contact you about it and coordinate delivery.',
  helper: 'By checking this box, you confirm that you have read our data privacy policy and agree to our terms of service.',
  fullTitle: 'Data Privacy Policy',
  full: [
    'This shop does not collect or store personal data on its servers. Your order is not sent to us through this website: it is turned into a chat message that you send yourself.',
    'The name, contact number and address you enter are placed in that message and used only to process your order, contact you about it and coordinate pickup or delivery.',
    'Your cart and recent searches are kept only in this browser, and you can clear them at any time.',
  ],
} as const;

/** The full-size Data Privacy Policy card. */
export function PrivacyPolicyCard() {
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
export function TermsBlock({ checked, onChange, error }: { checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  return (
    <div className="terms-block">
      <p>
        <Icon name="shield" className="inline-icon" /> {PRIVACY_TEXT.compact}
      </p>
      <details style={{ marginBottom: 10 }}>
        <summary style={{ cursor: 'pointer', fontWeight: 700 }}>Read the {PRIVACY_TEXT.fullTitle}</summary>
        <PrivacyPolicyCard />
      </details>
      <label className="check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={!!error || undefined}
          aria-describedby="terms-helper terms-error"
        />
        <span>{CHECKOUT_MESSAGES.termsLabel}</span>
      </label>
      <p id="terms-helper" className="field-hint" style={{ margin: '6px 0 0 30px' }}>
        {PRIVACY_TEXT.helper}
      </p>
      {error ? (
        <p id="terms-error" className="field-error" style={{ marginLeft: 30 }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
