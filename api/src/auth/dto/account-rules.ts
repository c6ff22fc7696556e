import { MaxLength, MinLength, IsString } from 'class-validator';
import { ACCOUNT_MESSAGES, PASSWORD_MIN, SETTINGS_LIMITS } from '@shop/common';
import { NonBlankString, rules } from '../../core/validation/field-rules';
import { Trim } from '../../core/validation/transforms';

/** A staff member's shown name, on the profile and when the owner adds someone. */
export const StaffName = () =>
  rules(Trim(), NonBlankString(ACCOUNT_MESSAGES.nameRequired, SETTINGS_LIMITS.userNameMax, ACCOUNT_MESSAGES.nameTooLong));

/** A password being set: at least PASSWORD_MIN characters, at most `max`. */
export const NewPassword = (max: number, tooLong: string) =>
  rules(
    IsString({ message: ACCOUNT_MESSAGES.passwordMin }),
    MinLength(PASSWORD_MIN, { message: ACCOUNT_MESSAGES.passwordMin }),
    MaxLength(max, { message: tooLong }),
  );
