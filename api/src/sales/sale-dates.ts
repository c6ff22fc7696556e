import { isISO8601, registerDecorator, type ValidationOptions } from 'class-validator';
import { isCalendarDay } from '@shop/common';

/** A calendar day, or a full ISO-8601 timestamp (with or without an offset). */
export function isSaleDateInput(value: unknown): value is string {
  if (isCalendarDay(value)) return true;
  if (typeof value !== 'string' || !value.includes('T')) return false;
  if (!isISO8601(value, { strict: true, strictSeparator: true })) return false;
  return isCalendarDay(value.slice(0, 10));
}

/** True when the timestamp names its own offset (Z or ±hh:mm); otherwise it is read as shop time. */
export function hasOffset(value: string): boolean {
  return /(Z|[+-]\d{2}(:?\d{2})?)$/i.test(value);
}

function decorator(check: (v: unknown) => boolean, name: string) {
  return (options?: ValidationOptions) => (object: object, propertyName: string) =>
    registerDecorator({ name, target: object.constructor, propertyName, options, validator: { validate: check } });
}

export const IsCalendarDay = decorator(isCalendarDay, 'isCalendarDay');
export const IsSaleDate = decorator(isSaleDateInput, 'isSaleDate');
