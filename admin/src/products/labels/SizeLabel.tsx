import { useTranslate } from 'react-admin';
import { formatPrice } from '@shop/common';
import type { LabelItem } from './labelItems';
import { labelQr } from './labelQr';
import { PRINTED_ONE_SIZE } from './printedLabel';

/** A QR code as SVG: sharp at any printer's resolution, black on white. */
export function LabelQrCode({ productId, size, title }: { productId: string; size: string | null; title: string }) {
  const qr = labelQr(productId, size);
  return (
    <svg className="lbl-qr" viewBox={`0 0 ${qr.width} ${qr.width}`} shapeRendering="crispEdges" role="img" aria-label={title} data-payload={qr.text}>
      <rect width={qr.width} height={qr.width} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/**
 * One size label: its QR code (product and size), the product's name, the size and the shop's price. The paper keeps
 * one layout (QR on the left) in either language; only the code's name for screen readers follows the staff member.
 */
export function SizeLabel({ item }: { item: LabelItem }) {
  const translate = useTranslate();
  const size = item.size ?? PRINTED_ONE_SIZE;
  return (
    <div className="lbl" dir="ltr" data-testid="size-label" data-product={item.productId} data-size={item.size ?? ''}>
      <LabelQrCode
        productId={item.productId}
        size={item.size}
        title={translate('shop.products.labels.qrAlt', { name: item.name, size: item.size ?? translate('shop.products.labels.oneSize') })}
      />
      <div className="lbl-text">
        <div className="lbl-name" dir="auto">
          {item.name}
        </div>
        <div className="lbl-size">{size}</div>
        <div className="lbl-price" dir="ltr">
          {formatPrice(item.price)}
        </div>
      </div>
    </div>
  );
}
