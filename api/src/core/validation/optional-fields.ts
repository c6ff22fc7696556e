import { ValidateIf } from 'class-validator';

/**
 * For a field that may be left out but can never be empty (a flag, a sort order, a required text on update):
 * left out, it is not checked; sent, even as null, its rules apply, so null answers 400 naming the field
 * instead of reaching a NOT NULL column. class-validator's IsOptional also skips null, so it belongs only on
 * fields whose null means "clear this".
 */
export const Sent = () => ValidateIf((_object, value) => value !== undefined);
