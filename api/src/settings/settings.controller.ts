import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { PublicAt, StaffAt } from '../core/http/staff-route.decorator';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @PublicAt(Get('business'), {
    summary: 'Public business details for the storefront footer',
    description:
      'businessName, description, address, email, phone, facebook, instagram, whatsapp, messengerUrl, logoUrl, tagline, and the Arabic versions taglineAr, descriptionAr, addressAr (absent values are null); ' +
      "soldOutLast, so the prebuilt listings order products as the shoppers' lists do.",
  })
  async business() {
    return await this.settings.business();
  }

  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The shop settings (any signed-in staff member); created with the defaults on first read' })
  async get() {
    return await this.settings.get();
  }

  @StaffAt(Put(), 'settingsUpdate', {
    summary: 'Update any subset of the settings',
    description:
      'Fields left out keep their value. Optional fields sent empty are stored as absent (null). Required fields, when sent, must not be empty.',
  })
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateSettingsDto) {
    return await this.settings.update(user, dto);
  }

  @HttpCode(200)
  @StaffAt(Post('reset'), 'settingsUpdate', 'Restore the built-in defaults; answers the settings after the reset')
  async reset(@CurrentUser() user: AuthUser) {
    return await this.settings.reset(user);
  }
}
