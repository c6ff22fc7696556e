import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PASSWORD_MIN, SETTINGS_LIMITS } from '@shop/common';
import { Match } from '../../core/match.validator';
import { Trim } from '../../core/transforms';

const PASSWORD_MAX = 256;

export class LoginDto {
  @ApiProperty({ example: 'owner@example.com' })
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidEmail })
  @Trim()
  email: string;

  @ApiProperty()
  @IsNotEmpty({ message: AUTH_MESSAGES.passwordRequired })
  @IsString({ message: AUTH_MESSAGES.passwordRequired })
  @MaxLength(PASSWORD_MAX, { message: AUTH_MESSAGES.invalidCredentials })
  password: string;
}

export class RefreshTokenDto {
  @ApiProperty()
  @IsNotEmpty({ message: AUTH_MESSAGES.invalidRefreshToken })
  @IsString({ message: AUTH_MESSAGES.invalidRefreshToken })
  @MaxLength(2000, { message: AUTH_MESSAGES.invalidRefreshToken })
  refreshToken: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
  @IsString({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
  @MaxLength(PASSWORD_MAX)
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN })
  @IsString({ message: ACCOUNT_MESSAGES.passwordMin })
  @MinLength(PASSWORD_MIN, { message: ACCOUNT_MESSAGES.passwordMin })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  newPassword: string;

  @ApiProperty()
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.confirmRequired })
  @IsString({ message: ACCOUNT_MESSAGES.confirmRequired })
  @Match('newPassword', { message: ACCOUNT_MESSAGES.passwordsMismatch })
  confirmPassword: string;
}

export class UpdateProfileDto {
  @ApiProperty({ maxLength: SETTINGS_LIMITS.userNameMax })
  @Trim()
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.nameRequired })
  @IsString({ message: ACCOUNT_MESSAGES.nameRequired })
  @MaxLength(SETTINGS_LIMITS.userNameMax, { message: ACCOUNT_MESSAGES.nameTooLong })
  name: string;

  @ApiProperty()
  @Trim()
  @IsEmail({}, { message: ACCOUNT_MESSAGES.emailInvalid })
  @MaxLength(254, { message: ACCOUNT_MESSAGES.emailInvalid })
  email: string;
}

export class ForgotPasswordDto {
  @ApiProperty()
  @Trim()
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidEmail })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @IsNotEmpty({ message: AUTH_MESSAGES.invalidResetToken })
  @IsString({ message: AUTH_MESSAGES.invalidResetToken })
  @MaxLength(200, { message: AUTH_MESSAGES.invalidResetToken })
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN })
  @IsString({ message: ACCOUNT_MESSAGES.passwordMin })
  @MinLength(PASSWORD_MIN, { message: ACCOUNT_MESSAGES.passwordMin })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  newPassword: string;
}
