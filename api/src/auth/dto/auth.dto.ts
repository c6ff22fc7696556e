import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  PASSWORD_MIN,
  SETTINGS_LIMITS,
  STAFF_LANGUAGE_MESSAGES,
  STAFF_LANGUAGES,
  type StaffLanguage,
} from '@shop/common';
import { EmailAddress, NonBlankString, rules } from '../../core/validation/field-rules';
import { Match } from '../../core/validation/match.validator';
import { Trim } from '../../core/validation/transforms';
import { NewPassword, StaffName } from './account-rules';

const PASSWORD_MAX = 256;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;

export class LoginDto {
  @ApiProperty({ example: 'owner@example.com' })
  @EmailAddress(AUTH_MESSAGES.invalidEmail)
  @Trim()
  email: string;

  @ApiProperty()
  @NonBlankString(AUTH_MESSAGES.passwordRequired, PASSWORD_MAX, AUTH_MESSAGES.invalidCredentials)
  password: string;
}

export class RefreshTokenDto {
  @ApiProperty()
  @NonBlankString(AUTH_MESSAGES.invalidRefreshToken, 2000, AUTH_MESSAGES.invalidRefreshToken)
  refreshToken: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @NonBlankString(ACCOUNT_MESSAGES.currentPasswordRequired, PASSWORD_MAX)
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN })
  @NewPassword(PASSWORD_MAX, PASSWORD_TOO_LONG)
  newPassword: string;

  @ApiProperty()
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.confirmRequired })
  @IsString({ message: ACCOUNT_MESSAGES.confirmRequired })
  @Match('newPassword', { message: ACCOUNT_MESSAGES.passwordsMismatch })
  confirmPassword: string;
}

export class UpdateProfileDto {
  @ApiProperty({ maxLength: SETTINGS_LIMITS.userNameMax })
  @StaffName()
  name: string;

  @ApiProperty()
  @Trim()
  @EmailAddress(ACCOUNT_MESSAGES.emailInvalid)
  email: string;

  @ApiPropertyOptional({ description: "Required when `email` differs from the current address: the account's current password." })
  @rules(
    IsOptional(),
    IsString({ message: ACCOUNT_MESSAGES.currentPasswordRequired }),
    MaxLength(PASSWORD_MAX, { message: AUTH_MESSAGES.currentPasswordWrong }),
  )
  currentPassword?: string;
}

export class ForgotPasswordDto {
  @ApiProperty()
  @Trim()
  @EmailAddress(AUTH_MESSAGES.invalidEmail)
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @NonBlankString(AUTH_MESSAGES.invalidResetToken, 200, AUTH_MESSAGES.invalidResetToken)
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN })
  @NewPassword(PASSWORD_MAX, PASSWORD_TOO_LONG)
  newPassword: string;
}

export class SetLanguageDto {
  @ApiProperty({ enum: STAFF_LANGUAGES, description: "The back office's language for the signed-in staff member." })
  @IsIn(STAFF_LANGUAGES, { message: STAFF_LANGUAGE_MESSAGES.invalid.en })
  language: StaffLanguage;
}
