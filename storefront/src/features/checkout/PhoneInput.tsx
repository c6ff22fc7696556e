import { useMemo } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { PHONE_COUNTRIES, countryName } from './countries';
import { callingCode, formatNational } from './phone';

interface Props {
  id: string;
  country: CountryCode;
  national: string;
  onChange: (country: CountryCode, national: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** International phone input: a country list (SA by default), the calling code shown but not editable, then the number. */
export function PhoneInput({ id, country, national, onChange, onBlur, invalid, describedBy }: Props) {
  const options = useMemo(
    () => PHONE_COUNTRIES.map((c) => ({ code: c, label: `${countryName(c)} (${callingCode(c)})` })).sort((a, b) => (a.code === 'SA' ? -1 : b.code === 'SA' ? 1 : a.label.localeCompare(b.label))),
    [],
  );
  return (
    <div className="phone-input" aria-invalid={invalid || undefined}>
      <span className="phone-country">
        <span aria-hidden="true">{country}</span>
        <select
          aria-label="Country"
          value={country}
          onChange={(e) => onChange(e.target.value as CountryCode, national)}
          onBlur={onBlur}
        >
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
        aria-label={`Contact number, after ${callingCode(country)}`}
        onChange={(e) => onChange(country, formatNational(country, e.target.value))}
        onBlur={onBlur}
      />
    </div>
  );
}
