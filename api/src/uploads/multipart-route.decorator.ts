import { applyDecorators, HttpCode, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { MultipartFiles, type MaxCount } from './multipart.interceptor';

/** The files part of an upload body as the API docs show it. */
export const filesSchema = (description?: string): SchemaObject => ({
  type: 'array',
  items: { type: 'string', format: 'binary' },
  ...(description ? { description } : {}),
});

/** The per-file alt texts and order an image upload may carry. */
export const IMAGE_DATA_SCHEMA: SchemaObject = {
  type: 'array',
  items: { type: 'string' },
  description: 'One JSON {order, alt} per file, or one JSON array',
};

/**
 * A multipart upload route: answers 200, parses at most `max` files sent as `field` (after the guard, so anonymous
 * bodies are never read) and documents the body with `field` required.
 */
export const MultipartRoute = (field: string, max: MaxCount, properties: Record<string, SchemaObject>) =>
  applyDecorators(
    HttpCode(200),
    UseInterceptors(MultipartFiles(field, max)),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: [field], properties } }),
  );
