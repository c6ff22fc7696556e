import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UPLOAD_LIMITS, type UploadConfig } from '@shop/common';
import { FALLBACK_UPLOAD_CONFIG } from './fallbackConfig';
import { useTranslate } from 'react-admin';
import type { UploadEntityType } from '../api/types';
import { useToast } from '../ui/toast';
import { uploadsCalls } from './uploadsApi';

/**
 * Upload limits from GET /settings/upload-config/{type} (fresh 5 min, one retry after 1 s). On failure the
 * fallback is used with a warning toast; a 403 says why, a 401 only warns in the console.
 */
export function useUploadConfig(entityType: UploadEntityType): { config: UploadConfig | null; isLoading: boolean; maxImages: number } {
  const translate = useTranslate();
  const toast = useToast();
  const warned = useRef(false);
  const { data, error, isPending } = useQuery({
    queryKey: ['uploadConfig', entityType],
    queryFn: () => uploadsCalls.getUploadConfig(entityType),
    staleTime: 5 * 60_000,
    retry: (count, err) => count < 1 && (err as { status?: number }).status !== 401,
    retryDelay: 1000,
  });

  useEffect(() => {
    if (!error || warned.current) return;
    warned.current = true;
    const status = (error as { status?: number }).status;
    if (status === 401) {
      console.warn('Upload configuration needs a signed-in user; using fallback upload settings.');
      return;
    }
    toast({
      title: translate('shop.uploader.configWarning'),
      description: translate(status === 403 ? 'shop.uploader.configForbidden' : 'shop.uploader.configFallback'),
    });
  }, [error, toast, translate]);

  const config = data ?? (error ? FALLBACK_UPLOAD_CONFIG : null);
  const typeMax = UPLOAD_LIMITS[entityType].maxImages;
  return { config, isLoading: isPending && !error, maxImages: Math.min(config?.maxImages ?? typeMax, typeMax) };
}
