import { useTranslate } from 'react-admin';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useShopFormat } from '../i18n/format';
import type { Product } from '../api/types';
import { PLACEHOLDER_IMAGE } from '../ui/placeholder';
import { isArchived, isAvailable, sortedImages } from './images';
import { DetailRow } from '../ui/DetailRow';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => <DetailRow label={label.replace(' *', '')}>{children}</DetailRow>;

const chips = (list: string[]) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {list.length ? list.map((s) => <Chip key={s} label={s} size="small" />) : '—'}
  </Stack>
);

/** Read-only product view (the edit screen's View mode). */
export function ProductDetails({ product }: { product: Product }) {
  const images = sortedImages(product.images);
  const translate = useTranslate();
  const { money } = useShopFormat();
  const t = (key: string) => translate(`shop.products.${key}`);
  const f = (field: string) => t(`fields.${field}`);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '360px 1fr' } }}>
      <Box>
        <Box
          component="img"
          src={images[0]?.url ?? PLACEHOLDER_IMAGE}
          alt={images[0]?.alt ?? product.name}
          sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: 2, border: '1px solid', borderColor: 'divider' }}
        />
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }} data-testid="product-images">
          {images.map((img) => (
            <Box
              key={img.id ?? img.url}
              component="img"
              src={img.url}
              alt={img.alt}
              data-alt={img.alt}
              sx={{
                width: 64,
                height: 64,
                objectFit: 'cover',
                borderRadius: 1,
                border: '1px solid',
                borderColor: img.isPrimary ? 'primary.main' : 'divider',
              }}
            />
          ))}
        </Stack>
      </Box>
      <Box>
        <Row label={f('name')}>{product.name}</Row>
        <Row label={f('brand')}>{product.brand}</Row>
        <Row label={f('category')}>{product.category?.name ?? '—'}</Row>
        <Row label={f('subcategory')}>{product.subcategory || '—'}</Row>
        <Row label={f('condition')}>{translate(`shop.products.conditions.${product.condition}`, { _: product.condition })}</Row>
        <Row label={f('originalPrice')}>{product.originalPrice != null ? money(product.originalPrice, product.currency) : '—'}</Row>
        <Row label={f('sellingPrice')}>{money(product.sellingPrice, product.currency)}</Row>
        <Row label={f('discountedPrice')}>{product.discountedPrice != null ? money(product.discountedPrice, product.currency) : '—'}</Row>
        <Row label={f('description')}>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{product.description || '—'}</Typography>
        </Row>
        <Row label={f('sizes')}>{chips(product.sizes)}</Row>
        <Row label={f('colors')}>{chips(product.colors)}</Row>
        <Row label={f('material')}>{product.material || '—'}</Row>
        <Row label={f('tags')}>{chips(product.tags)}</Row>
        <Row label={f('featured')}>{t(product.featured ? 'status.featured' : 'status.unfeatured')}</Row>
        <Row label={t(isArchived(product) ? 'status.archived' : 'status.publiclyVisible')}>
          {t(isAvailable(product) ? 'status.available' : 'status.unavailable')}
        </Row>
      </Box>
    </Box>
  );
}
