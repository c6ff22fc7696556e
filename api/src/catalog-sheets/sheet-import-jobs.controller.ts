import { Controller, Get, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ImportJobView } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { ImportReadRoute, ImportRoute } from './sheet-import-route.decorator';
import { SheetImportJobsService } from './sheet-import-jobs.service';
import { SheetUploadInterceptor } from './sheet-upload.interceptor';

@ApiTags('catalog-sheets')
@Controller('catalog-sheets/import/jobs')
export class SheetImportJobsController {
  constructor(private readonly jobs: SheetImportJobsService) {}

  @ImportRoute(Post(), {
    summary: 'Start applying a spreadsheet as a job, answering at once; read its progress with GET …/jobs/{id}',
    description:
      'The same file and checks as POST /catalog-sheets/import/apply (any refused row answers 400 naming rows.<row>.<column> and ' +
      'starts nothing); then the rows are written in the background in one transaction, all or none. Answers 202 with the job: ' +
      'id, state (running, done, failed), rowsDone of rowsTotal (rows that create or change a product), and once done the ' +
      "apply's report as result. A job whose server stopped mid-way reads as failed: nothing of it was imported.",
  })
  @UseInterceptors(SheetUploadInterceptor)
  @HttpCode(202)
  start(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<ImportJobView> {
    return this.jobs.start(user, req.file);
  }

  @ImportReadRoute(Get('latest'), {
    summary: "The shop's most recent import job (running or finished), so a reloaded screen finds it; job is null before the first",
  })
  latest(@CurrentUser() user: AuthUser): Promise<{ job: ImportJobView | null }> {
    return this.jobs.latest(user);
  }

  @ImportReadRoute(Get(':id'), { summary: 'One import job: state, rows done of the total, and the report once done' })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ImportJobView> {
    return this.jobs.get(user, id);
  }
}
