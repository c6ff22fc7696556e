import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES, ROLES, SETTINGS_LIMITS, type Role } from '@shop/common';
import { Sent } from '../../core/validation/optional-fields';
import { STAFF_MESSAGES } from '../staff.messages';

export class UpdateStaffDto {
  @ApiPropertyOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Sent()
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.nameRequired })
  @IsString({ message: ACCOUNT_MESSAGES.nameRequired })
  @MaxLength(SETTINGS_LIMITS.userNameMax, { message: ACCOUNT_MESSAGES.nameTooLong })
  name?: string;

  @ApiPropertyOptional({ enum: ROLES, description: 'Changing the role resets explicit permission overrides to the role defaults' })
  @Sent()
  @IsIn(ROLES, { message: STAFF_MESSAGES.roleInvalid })
  role?: Role;

  @ApiPropertyOptional({ description: 'A disabled account cannot sign in and its tokens stop working at once' })
  @Sent()
  @IsBoolean({ message: STAFF_MESSAGES.disabledInvalid })
  disabled?: boolean;
}
