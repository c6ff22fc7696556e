import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { ACCOUNT_MESSAGES, PASSWORD_MIN, ROLES, type Role } from '@shop/common';
import { EmailAddress } from '../../core/validation/field-rules';
import { NewPassword, StaffName } from '../../auth/dto/account-rules';
import { STAFF_MESSAGES, STAFF_PASSWORD_MAX } from '../staff.messages';

export class CreateStaffDto {
  @ApiProperty({ example: 'Aisha Rahman' })
  @StaffName()
  name: string;

  @ApiProperty({ example: 'aisha@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @EmailAddress(ACCOUNT_MESSAGES.emailInvalid)
  email: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: STAFF_MESSAGES.roleInvalid })
  role: Role;

  @ApiProperty({ minLength: PASSWORD_MIN, description: 'Initial password' })
  @NewPassword(STAFF_PASSWORD_MAX, STAFF_MESSAGES.passwordTooLong)
  password: string;
}
