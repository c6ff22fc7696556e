import { Controller, Get, HttpCode, Post, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { StaffAt } from '../core/http/staff-route.decorator';
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
    description: 'Needs the bearer token like every staff route, so the back office fetches it and saves the file; 404 when there is no backup yet.',
  })
  download() {
    const { name, stream } = this.backups.latestArchive();
    return new StreamableFile(stream, { type: 'application/x-tar', disposition: `attachment; filename="${name}"` });
  }
}
