import { Transform } from 'class-transformer';

/** Trims strings; leaves other types for the validators to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and turns '' into undefined, so an empty optional field counts as absent. */
export const EmptyToUndefined = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const t = value.trim();
    return t === '' ? undefined : t;
  });

/** Query-string booleans: 'true'/'false'/'1'/'0'; anything else stays as is so @IsBoolean refuses it. */
export const ToBoolean = () =>
  Transform(({ value }) => {
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return value;
  });

/** Query-string numbers; a non-numeric string stays a string so @IsNumber/@IsInt refuses it. */
export const ToNumber = () =>
  Transform(({ value }) => {
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    return value;
  });
