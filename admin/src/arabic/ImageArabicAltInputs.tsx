import { TextInput, useTranslate } from 'react-admin';
import { Box, Stack, Typography } from '@mui/material';
import type { ProductImage } from '../api/types';
import { IMAGE_ALT_AR_SOURCE } from './imageArabicAlt';
import { ARABIC_HTML_INPUT } from './arabicInput';

const ARABIC_INPUT = { htmlInput: { ...ARABIC_HTML_INPUT, maxLength: 300 } } as const;

/** One right-to-left Arabic alt text input per stored image, beside its thumbnail. */
export function ImageArabicAltInputs({ images }: { images: ProductImage[] }) {
  const translate = useTranslate();
  if (!images.length) return null;
  return (
    <Box data-testid="image-arabic-alt" sx={{ mt: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('shop.arabic.imageAltHint')}
      </Typography>
      {images.map((img, i) => (
        <Stack key={img.id ?? img.cloudinaryId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box component="img" src={img.url} alt={img.alt} sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
          <TextInput
            source={`${IMAGE_ALT_AR_SOURCE}.${i}`}
            label={translate('shop.arabic.imageAltAr', { n: i + 1 })}
            slotProps={ARABIC_INPUT}
            fullWidth
          />
        </Stack>
      ))}
    </Box>
  );
}
