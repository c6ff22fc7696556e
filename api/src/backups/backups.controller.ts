import { Controller, Get, Header, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { PublicAt, StaffAt } from '../core/http/staff-route.decorator';
import { BackupsService } from './backups.service';

@ApiTags('backups')
@Controller('backups')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @StaffAt(Get('status'), 'backupManage', {
    summary:
      'The Backups card: the newest backup (time, size, row counts), the last attempt and its result, the next nightly one, the off-site copy, and the warning the dashboard shows',
  })
  status() {
    return this.backups.status();
  }

  @StaffAt(Get(), 'backupManage', "Every kept backup's manifest, newest first")
  list() {
    return this.backups.list();
  }

  @HttpCode(201)
  @StaffAt(Post(), 'backupManage', {
    summary: 'Back up now: writes a backup of the database and the uploads and answers its manifest when it is complete',
    description: '409 when a backup is already being written (nightly, before migrations, or another request).',
  })
  backUpNow(@CurrentUser() user: AuthUser) {
    return this.backups.backUpNow(user);
  }

  @StaffAt(Get('latest/download'), 'backupManage', {
    summary: 'Download the newest backup as one tar file (manifest, database files, uploaded images)',
    description:
      'Needs the bearer token like every staff route: for scripts and tools that hold one. The back office uses the one-time link from POST /backups/{name}/download-ticket instead, so the browser streams the file to disk. 404 when there is no backup yet.',
  })
  download() {
    const { name, stream } = this.backups.latestArchive();
    return new StreamableFile(stream, { type: 'application/x-tar', disposition: `attachment; filename="${name}"` });
  }

  @HttpCode(201)
  @StaffAt(Post(':name/download-ticket'), 'backupManage', {
    summary: 'A one-time link to download one backup: { url, expiresAt }, valid for 60 s and for that backup only',
    description:
      'The back office asks for it and lets the browser follow `url` natively, so the file is streamed to disk rather than held in memory, and the bearer token never goes in a URL. 404 when no kept backup has that name.',
  })
  downloadTicket(@CurrentUser() user: AuthUser, @Param('name') name: string) {
    return this.backups.downloadTicket(user, name);
  }

  @PublicAt(Get(':name/download'), {
    summary: 'Download one backup as a tar file by the one-time ticket from POST /backups/{name}/download-ticket',
    description:
      'No bearer token: the ticket is the authorisation. 401 when the ticket is missing, not one this shop signed, expired (after 60 s) or already used; 403 when it was issued for another backup.',
  })
  @ApiQuery({ name: 'ticket', required: true, description: 'The ticket from the download-ticket answer' })
  @Header('Cache-Control', 'private, no-store')
  downloadByTicket(@Param('name') name: string, @Query('ticket') ticket: unknown) {
    const archive = this.backups.archiveByTicket(name, ticket);
    return new StreamableFile(archive.stream, { type: 'application/x-tar', disposition: `attachment; filename="${archive.name}"` });
  }
}
