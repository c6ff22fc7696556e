import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageJobs } from './image-jobs';
import { storageProviders } from './storage/storage.providers';
import { UploadDraftsController } from './upload-drafts.controller';
import { Upload } from './upload.entity';
import { UploadsController } from './uploads.controller';
import { UploadsStaticServer } from './uploads-static.server';
import { UploadsService } from './uploads.service';

@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  controllers: [UploadsController, UploadDraftsController],
  providers: [...storageProviders, UploadsService, UploadsStaticServer, ImageJobs],
  exports: [UploadsService],
})
export class UploadsModule {}
