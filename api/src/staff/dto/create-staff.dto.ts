import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_MESSAGES, PASSWORD_MIN, ROLES, SETTINGS_LIMITS, type Role } from '@shop/common';
import { Trim } from '../../core/transforms';
import { STAFF_MESSAGES, STAFF_PASSWORD_MAX } from '../staff.messages';

export class CreateStaffDto {
  @ApiProperty({ example: 'Aisha Rahman' })
  @Trim()
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.nameRequired })
  @IsString({ message: ACCOUNT_MESSAGES.nameRequired })
  @MaxLength(SETTINGS_LIMITS.userNameMax, { message: ACCOUNT_MESSAGES.nameTooLong })
  name: string;

  @ApiProperty({ example: 'aisha@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: ACCOUNT_MESSAGES.emailInvalid })
  @MaxLength(254, { message: ACCOUNT_MESSAGES.emailInvalid })
  email: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: STAFF_MESSAGES.roleInvalid })
  role: Role;

  @ApiProperty({ minLength: PASSWORD_MIN, description: 'Initial password' })
  @IsString({ message: ACCOUNT_MESSAGES.passwordMin })
  @MinLength(PASSWORD_MIN, { message: ACCOUNT_MESSAGES.passwordMin })
  @MaxLength(STAFF_PASSWORD_MAX, { message: STAFF_MESSAGES.passwordTooLong })
  password: string;
}
