import { Body, Controller, Post, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser, RequirePermissions } from '../core/http/decorators';
import { filesSchema, IMAGE_DATA_SCHEMA, MultipartRoute } from './multipart-route.decorator';
import { maxImagesFor, parseImageData } from './upload-rules';
import { UploadsService } from './uploads.service';

@ApiTags('uploads')
@ApiBearerAuth()
@Controller('upload/drafts')
export class UploadDraftsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('product')
  @RequirePermissions('productCreate')
  @MultipartRoute('files', maxImagesFor('product'), {
    files: filesSchema('JPEG or PNG, at most 5 MB each, at most 5'),
    imageData: IMAGE_DATA_SCHEMA,
  })
  @ApiOperation({
    summary: 'Store images for a product that does not exist yet',
    description:
      "The images become drafts of the caller: POST /products with imageIds attaches them (only the caller's own, unused " +
      'drafts). Drafts never attached are swept with their files after a day. Answers { images: [{ id, url, cloudinaryId, alt, ... }] }.',
  })
  async uploadProductDrafts(
    @CurrentUser() user: AuthUser,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Body() body: Record<string, unknown>,
  ) {
    const list = files ?? [];
    return { images: await this.uploads.uploadProductDrafts(user, list, parseImageData(body?.imageData, list)) };
  }
}
