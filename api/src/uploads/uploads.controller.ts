import { Body, Controller, Get, Param, Post, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser, RequirePermissions } from '../core/http/decorators';
import { filesSchema, IMAGE_DATA_SCHEMA, MultipartRoute } from './multipart-route.decorator';
import { isUploadTarget, maxImagesFor, parseContext, parseImageData, parseOldImageIds } from './upload-rules';
import { UploadsService } from './uploads.service';

/** Largest count for the route's entity type, so multer stops reading at the first file too many. */
const entityMax = (req: Request) => (isUploadTarget(req.params.entityType) ? maxImagesFor(req.params.entityType) : maxImagesFor('product'));

type MultipartBody = Record<string, unknown>;

@ApiTags('uploads')
@ApiBearerAuth()
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Get('upload/config')
  @ApiOperation({ summary: 'Upload limits for the image pickers (any signed-in staff member)' })
  config() {
    return this.uploads.uploadConfig('general');
  }

  @Get('settings/upload-config/:type')
  @ApiParam({ name: 'type', enum: ['product', 'category'] })
  @ApiOperation({ summary: 'Upload limits for product (5 images) or category (1 image) pickers' })
  configFor(@Param('type') type: string) {
    return this.uploads.uploadConfig(type);
  }

  @Post('upload/entity/:entityType/:id')
  @MultipartRoute('files', entityMax, {
    files: filesSchema('JPEG or PNG, at most 5 MB each'),
    imageData: IMAGE_DATA_SCHEMA,
    oldImageIds: { type: 'string', description: 'JSON list of cloudinaryIds to replace; deleted after the new files are stored' },
  })
  @ApiParam({ name: 'entityType', enum: ['product', 'category'] })
  @ApiParam({ name: 'id', description: 'c + 24 lowercase letters or digits' })
  @ApiOperation({
    summary: 'Store images for a product or category',
    description:
      'Needs productUpdate or productCreate (categories: categoryUpdate or categoryCreate), since creation uploads right after create. ' +
      'Files are checked by extension, size and their real content (PNG/JPEG magic bytes), re-encoded without metadata, and recorded ' +
      'unattached until the entity is saved with them; unattached uploads older than a day are swept. ' +
      "Counts: the entity's current images minus those named in oldImageIds plus the new files must stay within 5 (product) or 1 (category). " +
      'Answers { images: [{ id, url, cloudinaryId, alt, order, width, height, srcset }] }.',
  })
  async uploadForEntity(
    @CurrentUser() user: AuthUser,
    @Param('entityType') entityType: string,
    @Param('id') id: string,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Body() body: MultipartBody,
  ) {
    const list = files ?? [];
    const images = await this.uploads.uploadForEntity(
      user,
      entityType as 'product' | 'category',
      id,
      list,
      parseImageData(body?.imageData, list),
      parseOldImageIds(body?.oldImageIds),
    );
    return { images };
  }

  @Post('upload/image')
  @RequirePermissions('settingsUpdate')
  @MultipartRoute('file', 1, { file: { type: 'string', format: 'binary' }, context: { type: 'string', example: 'logo' } })
  @ApiOperation({ summary: 'Store one branding image (logo, brand image); answers { id, url, cloudinaryId, ... }' })
  async uploadImage(@CurrentUser() user: AuthUser, @UploadedFiles() files: Express.Multer.File[] | undefined, @Body() body: MultipartBody) {
    const [image] = await this.uploads.uploadBranding(user, files ?? [], 'file', parseContext(body?.context));
    return image;
  }

  @Post('config/images')
  @RequirePermissions('settingsUpdate')
  @MultipartRoute('files', 5, { files: filesSchema(), context: { type: 'string', example: 'branding' } })
  @ApiOperation({ summary: 'Store up to 5 branding images; answers { images }' })
  async configImages(@CurrentUser() user: AuthUser, @UploadedFiles() files: Express.Multer.File[] | undefined, @Body() body: MultipartBody) {
    return { images: await this.uploads.uploadBranding(user, files ?? [], 'files', parseContext(body?.context)) };
  }
}
