import { formatPrice } from '@shop/common';
import { LABEL_TEXTS as T } from '../../texts';
import type { LabelItem } from './labelItems';
import { labelQr } from './labelQr';

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

/** One size label: its QR code (product and size), the product's name, the size and the shop's price. */
export function SizeLabel({ item }: { item: LabelItem }) {
  const size = item.size ?? T.oneSize;
  return (
    <div className="lbl" data-testid="size-label" data-product={item.productId} data-size={item.size ?? ''}>
      <LabelQrCode productId={item.productId} size={item.size} title={T.qrAlt(item.name, size)} />
      <div className="lbl-text">
        <div className="lbl-name">{item.name}</div>
        <div className="lbl-size">{size}</div>
        <div className="lbl-price" dir="ltr">
          {formatPrice(item.price)}
        </div>
      </div>
    </div>
  );
}
