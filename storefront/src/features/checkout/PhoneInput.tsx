import { useMemo } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { PHONE_COUNTRIES, countryName } from './countries';
import { callingCode, formatNational } from './phone';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { fill } from '../../i18n/plural';

interface Props {
  lang: Lang;
  id: string;
  country: CountryCode;
  national: string;
  onChange: (country: CountryCode, national: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** International phone input: a country list (SA by default), the calling code shown but not editable, then the number. */
/** The number reads left to right in both languages: the whole control keeps dir="ltr". */
export function PhoneInput({ lang, id, country, national, onChange, onBlur, invalid, describedBy }: Props) {
  const d = useT(lang);
  const options = useMemo(
    () =>
      PHONE_COUNTRIES.map((c) => ({ code: c, label: `${countryName(c, lang)} (${callingCode(c)})` })).sort((a, b) =>
        a.code === 'SA' ? -1 : b.code === 'SA' ? 1 : a.label.localeCompare(b.label, lang),
      ),
    [lang],
  );
  return (
    <div className="phone-input" dir="ltr" aria-invalid={invalid || undefined}>
      <span className="phone-country">
        <span aria-hidden="true">{country}</span>
        <select aria-label={d.checkout.country} value={country} onChange={(e) => onChange(e.target.value as CountryCode, national)} onBlur={onBlur}>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
      <span className="phone-code" aria-hidden="true" data-calling-code>
        {callingCode(country)}
      </span>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="50 123 4567"
        value={national}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-label={fill(d.checkout.phoneAfter, { code: callingCode(country) })}
        onChange={(e) => onChange(country, formatNational(country, e.target.value))}
        onBlur={onBlur}
      />
    </div>
  );
}
