import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser, RequirePermissions } from '../core/http/decorators';
import { CreateStaffDto } from './dto/create-staff.dto';
import { UpdateStaffDto } from './dto/update-staff.dto';
import { StaffService } from './staff.service';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
@RequirePermissions('userManage')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @ApiOperation({ summary: 'Staff accounts' })
  list() {
    return this.staff.list();
  }

  @Post()
  @ApiOperation({ summary: 'Create a staff account with an initial password (409 when the email is taken)' })
  create(@CurrentUser() actor: AuthUser, @Body() dto: CreateStaffDto) {
    return this.staff.create(actor, dto);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename, change role or disable/enable (409 for the last enabled OWNER)' })
  update(@CurrentUser() actor: AuthUser, @Param('id') id: string, @Body() dto: UpdateStaffDto) {
    return this.staff.update(actor, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a staff account (409 for the last enabled OWNER)' })
  remove(@CurrentUser() actor: AuthUser, @Param('id') id: string) {
    return this.staff.remove(actor, id);
  }
}
