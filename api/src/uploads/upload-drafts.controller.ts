import { Body, Controller, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/auth-user';
import { CurrentUser, RequirePermissions } from '../core/decorators';
import { MultipartFiles } from './multipart.interceptor';
import { maxImagesFor, parseImageData } from './upload-rules';
import { UploadsService } from './uploads.service';

@ApiTags('uploads')
@ApiBearerAuth()
@Controller('upload/drafts')
export class UploadDraftsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('product')
  @HttpCode(200)
  @RequirePermissions('productCreate')
  @UseInterceptors(MultipartFiles('files', maxImagesFor('product')))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['files'],
      properties: {
        files: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'JPEG or PNG, at most 5 MB each, at most 5' },
        imageData: { type: 'array', items: { type: 'string' }, description: 'One JSON {order, alt} per file, or one JSON array' },
      },
    },
  })
  @ApiOperation({
    summary: 'Store images for a product that does not exist yet',
    description:
      'The images become drafts of the caller: POST /products with imageIds attaches them (only the caller\'s own, unused ' +
      'drafts). Drafts never attached are swept with their files after a day. Answers { images: [{ id, url, cloudinaryId, alt, ... }] }.',
  })
  async uploadProductDrafts(@CurrentUser() user: AuthUser, @UploadedFiles() files: Express.Multer.File[] | undefined, @Body() body: Record<string, unknown>) {
    const list = files ?? [];
    return { images: await this.uploads.uploadProductDrafts(user, list, parseImageData(body?.imageData, list)) };
  }
}
