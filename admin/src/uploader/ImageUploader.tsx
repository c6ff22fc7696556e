import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Chip, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { LocalImage, UploadEntityType } from '../api/types';
import { useToast } from '../ui/toast';
import { useUploadConfig } from './useUploadConfig';
import { move, renumber, toLocalImages, validateFiles } from './validateFiles';

export interface ImageUploaderProps {
  entityType: UploadEntityType;
  value: LocalImage[];
  onChange: (items: LocalImage[]) => void;
  /** Per-file validation errors, so the form can block submission while any remain. */
  errors: string[];
  onErrorsChange: (errors: string[]) => void;
  disabled?: boolean;
  /** Upload progress in percent while files are being sent; null when idle. */
  progress?: number | null;
  label?: string;
  requirements?: string;
}

/** Earlier and later point the way the previews run: the arrows turn round when the page reads right to left. */
const MIRROR_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * The one uploader of products and categories: drop or pick files, previews, reorder by dragging (first is
 * primary), remove and renumber; files are only sent when the form is saved.
 */
export function ImageUploader({ entityType, value, onChange, errors, onErrorsChange, disabled, progress, label, requirements }: ImageUploaderProps) {
  const translate = useTranslate();
  const { config, isLoading, maxImages } = useUploadConfig(entityType);
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const full = value.length >= maxImages;
  const zoneDisabled = !!disabled || isLoading || full;

  const addFiles = (files: File[]) => {
    if (!files.length) return;
    const check = validateFiles(files, config, value.length, maxImages);
    if (check.tooMany) {
      toast({
        title: translate('shop.uploader.errors.tooManyTitle'),
        description: translate('shop.uploader.errors.tooMany', { smart_count: maxImages }),
        variant: 'destructive',
      });
      return;
    }
    onErrorsChange(check.errors);
    if (check.accepted.length) onChange(renumber([...value, ...toLocalImages(check.accepted, value.length)]));
  };

  const remove = (index: number) => {
    const item = value[index];
    if (item?.preview) URL.revokeObjectURL(item.preview);
    onChange(renumber(value.filter((_, i) => i !== index)));
  };
  const reorder = (from: number, to: number) => onChange(renumber(move(value, from, to)));

  const accept = (config?.allowedFileTypes ?? []).map((t) => `.${t}`).join(',');

  return (
    <Box>
      {label ? (
        <Typography fontWeight={600} sx={{ mb: 0.5 }}>
          {label}
        </Typography>
      ) : null}
      {requirements ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {requirements}
        </Typography>
      ) : null}
      <Box
        role="button"
        tabIndex={zoneDisabled ? -1 : 0}
        aria-disabled={zoneDisabled}
        data-testid={`dropzone-${entityType}`}
        onClick={() => !zoneDisabled && input.current?.click()}
        onKeyDown={(e) => {
          if (!zoneDisabled && (e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          if (!zoneDisabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setOver(false);
          if (!zoneDisabled) addFiles(Array.from(e.dataTransfer.files));
        }}
        sx={{
          border: '2px dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'rgba(194,65,12,0.06)' : zoneDisabled ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          cursor: zoneDisabled ? 'not-allowed' : 'pointer',
          opacity: zoneDisabled ? 0.7 : 1,
        }}
      >
        <CloudUploadIcon color={zoneDisabled ? 'disabled' : 'primary'} />
        <Typography fontWeight={600}>
          {translate(isLoading ? 'shop.uploader.loadingConfig' : full ? 'shop.uploader.dropDisabled' : 'shop.uploader.dropHere')}
        </Typography>
        {config ? (
          <Typography variant="body2" color="text.secondary">
            {translate('shop.uploader.limits', {
              types: config.allowedFileTypes.map((t) => t.toUpperCase()).join(', '),
              mb: config.maxFileSizeMB,
              smart_count: maxImages,
            })}
          </Typography>
        ) : null}
        <input
          ref={input}
          type="file"
          hidden
          multiple={maxImages > 1}
          accept={accept}
          data-testid={`file-input-${entityType}`}
          onChange={(e) => {
            addFiles(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </Box>

      {value.length ? (
        <>
          {maxImages > 1 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('shop.uploader.reorderHint')}
            </Typography>
          ) : null}
          <Box
            sx={{ display: 'grid', gap: 1, mt: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(140px, 1fr))' } }}
            data-testid="image-previews"
          >
            {value.map((item, index) => (
              <Box
                key={item.localId}
                draggable={!disabled}
                data-testid="image-preview"
                data-alt={item.alt}
                onDragStart={(e) => {
                  setDragIndex(index);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(index));
                }}
                onDragOver={(e) => {
                  if (dragIndex === null) return;
                  e.preventDefault();
                }}
                onDrop={(e) => {
                  if (dragIndex === null) return;
                  e.preventDefault();
                  reorder(dragIndex, index);
                  setDragIndex(null);
                }}
                onDragEnd={() => setDragIndex(null)}
                sx={{
                  position: 'relative',
                  border: '1px solid',
                  borderColor: index === 0 ? 'primary.main' : 'divider',
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'background.paper',
                  opacity: dragIndex === index ? 0.5 : 1,
                  cursor: disabled ? 'default' : 'grab',
                }}
              >
                <Box
                  component="img"
                  src={item.preview}
                  alt={item.alt}
                  sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }}
                />
                <Stack direction="row" sx={{ position: 'absolute', top: 4, left: 4, gap: 0.5 }}>
                  <Chip size="small" label={index + 1} sx={{ bgcolor: 'rgba(255,255,255,0.9)' }} />
                  {index === 0 ? <Chip size="small" color="primary" label={translate('shop.uploader.primary')} /> : null}
                </Stack>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', px: 0.5 }}>
                  <Tooltip title={translate('shop.uploader.moveLeft')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={translate('shop.uploader.moveLeft')}
                        disabled={disabled || index === 0}
                        onClick={() => reorder(index, index - 1)}
                      >
                        <ChevronLeftIcon fontSize="small" sx={MIRROR_IN_RTL} />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Typography variant="caption" noWrap sx={{ flex: 1, textAlign: 'center', minWidth: 0 }} title={item.alt}>
                    {item.alt}
                  </Typography>
                  <Tooltip title={translate('shop.uploader.moveRight')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={translate('shop.uploader.moveRight')}
                        disabled={disabled || index === value.length - 1}
                        onClick={() => reorder(index, index + 1)}
                      >
                        <ChevronRightIcon fontSize="small" sx={MIRROR_IN_RTL} />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={translate('shop.uploader.remove')}>
                    <span>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={translate('shop.uploader.removeFile', { file: item.alt })}
                        disabled={disabled}
                        onClick={() => remove(index)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              </Box>
            ))}
          </Box>
        </>
      ) : null}

      {progress !== null && progress !== undefined ? (
        <Box sx={{ mt: 1.5 }} data-testid="upload-progress">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {translate('shop.uploader.uploading', { percent: `${progress}%` })}
          </Typography>
          <LinearProgress variant="determinate" value={progress} />
        </Box>
      ) : null}

      {errors.length ? (
        <Alert severity="error" sx={{ mt: 1.5 }} data-testid="upload-errors">
          <Typography fontWeight={600}>{translate('shop.uploader.validationErrors')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}
