import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { TrimToNull } from './transforms';

/**
 * One field's rules as one decorator, listed most important first: the validation pipe reports the first declared
 * rule that fails (class-validator keeps them in reverse declaration order, hence the reverse here), exactly as if
 * they were written one above the other on the field.
 */
export const rules = (...decorators: FieldDecorator[]) => applyDecorators(...([...decorators].reverse() as PropertyDecorator[]));

/** What class-validator, class-transformer and custom validators return for a property. */
type FieldDecorator = PropertyDecorator | ((target: object, propertyName: string) => void);

/**
 * Optional free text: blank or null clears it (stored as null); when given, a string of at most `max` characters.
 * `tooLong` tells the length apart from "not text" where the two need different words.
 */
export const OptionalText = (max: number, message: string, tooLong = message) =>
  rules(TrimToNull(), IsOptional(), IsString({ message }), MaxLength(max, { message: tooLong }));

/** An email address: a valid address of at most 254 characters (the longest a mail server takes); one message for both. */
export const EmailAddress = (message: string) => rules(IsEmail({}, { message }), MaxLength(254, { message }));

/**
 * A required string: missing, blank or not text answers `required`; longer than `max` answers `tooLong`
 * (left out: class-validator's own wording).
 */
export const NonBlankString = (required: string, max: number, tooLong?: string) =>
  rules(IsNotEmpty({ message: required }), IsString({ message: required }), MaxLength(max, tooLong === undefined ? undefined : { message: tooLong }));

/** An optional query key holding a whole number from 1 up to `max` (no upper bound when left out); one message for every failure. */
export const PositiveIntQuery = (message: string, max?: number) =>
  rules(
    IsOptional(),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    ...(max === undefined ? [] : [Max(max, { message })]),
  );
