import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import { UPLOAD_LIMITS } from '@shop/common';
import { UPLOAD_MESSAGES } from './uploads.messages';
import { ValidationError } from '../core/validation/errors';
import { assertUsableText } from '../core/validation/text-input.pipe';
import { MAX_FILE_BYTES, UPLOAD_API_MESSAGES } from './upload-rules';

export type MaxCount = number | ((req: Request) => number);

/** Turns multer's own failures into the specs' 400 messages instead of a 413/500 with multer's wording. */
function toValidationError(err: unknown, field: string, max: number): ValidationError {
  if (err instanceof MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return new ValidationError({ [err.field || field]: UPLOAD_MESSAGES.tooLarge(UPLOAD_LIMITS.maxFileSizeMB) });
      case 'LIMIT_FILE_COUNT':
        return new ValidationError({ [field]: UPLOAD_MESSAGES.tooMany(max) });
      case 'LIMIT_UNEXPECTED_FILE':
        return err.field === field
          ? new ValidationError({ [field]: UPLOAD_MESSAGES.tooMany(max) })
          : new ValidationError({ [err.field || 'file']: `Unexpected file field ${err.field ?? ''}`.trim() });
      default:
        return new ValidationError({ [err.field || 'body']: err.message });
    }
  }
  return new ValidationError({ body: UPLOAD_API_MESSAGES.malformed });
}

/**
 * Parses a multipart body into memory (files are at most 5 MB and re-encoded anyway) with hard limits,
 * after the guard has let the caller in: anonymous callers never get their body parsed.
 */
export function MultipartFiles(field: string, maxCount: MaxCount): Type<NestInterceptor> {
  @Injectable()
  class MultipartFilesInterceptor implements NestInterceptor {
    async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = ctx.switchToHttp().getRequest<Request>();
      const res = ctx.switchToHttp().getResponse<Response>();
      const max = typeof maxCount === 'function' ? maxCount(req) : maxCount;
      const upload = multer({
        storage: multer.memoryStorage(),
        // Browsers send file names as raw UTF-8; latin1 (the default) would garble "Niño.png" in the default alt text.
        defParamCharset: 'utf8',
        limits: { fileSize: MAX_FILE_BYTES, files: max, fields: 40, fieldSize: 64 * 1024, parts: max + 40, headerPairs: 200 },
      }).array(field, max);
      await new Promise<void>((resolve, reject) => {
        upload(req, res, (err?: unknown) => (err ? reject(toValidationError(err, field, max)) : resolve()));
      });
      // A file's name is text from the caller like any other (it becomes the default alt text): `filename*` can
      // percent-encode a NUL into it, which the text pipe never sees, since it checks only path, query and body.
      ((req.files as Express.Multer.File[] | undefined) ?? []).forEach((f, i) => assertUsableText(f.originalname, `${field}.${i}.filename`));
      return next.handle();
    }
  }
  return mixin(MultipartFilesInterceptor);
}
