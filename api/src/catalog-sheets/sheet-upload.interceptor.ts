import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { ValidationError } from '../core/validation/errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from './sheet-import.messages';

/**
 * One spreadsheet as multipart field `file`, kept in memory up to its own limit (far above an image's): parsed after
 * the guard has let the caller in, so anonymous callers never get their body read.
 */
@Injectable()
export class SheetUploadInterceptor implements NestInterceptor {
  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const res = ctx.switchToHttp().getResponse<Response>();
    const upload = multer({
      storage: multer.memoryStorage(),
      defParamCharset: 'utf8',
      limits: { fileSize: IMPORT_LIMITS.maxFileMB * 1024 * 1024, files: 1, fields: 5, parts: 6, headerPairs: 50 },
    }).single('file');
    await new Promise<void>((resolve, reject) => {
      upload(req, res, (err?: unknown) => {
        if (!err) return resolve();
        if (err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE') return reject(new ValidationError({ file: M.tooLarge }));
        reject(new ValidationError({ file: M.notSpreadsheet }));
      });
    });
    return next.handle();
  }
}
