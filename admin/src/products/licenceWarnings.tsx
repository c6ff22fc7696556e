import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ProductDiscountWarnings } from '@shop/common';
import { useShopFormat } from '../i18n/format';
import { adminPath } from '../paths';
import { useToast } from '../ui/toast';

/**
 * Where the owner keeps the discount licence, as the API's warnings name it: Settings → Promotions. Its home is here,
 * the lowest floor that shows it (the Promotions screens import it from here).
 */
export const LICENCE_SETTINGS_PATH = '/settings?tab=promotions';

/** A licence warning stays until closed or long enough to read it and its link (the product is saved either way). */
export const LICENCE_WARNING_DURATION_MS = 20_000;

/** What a product's save answers (`POST /products`, `PUT /products/:id`): the product and its discount's licence warnings. */
export interface ProductSaveAnswer extends Partial<ProductDiscountWarnings> {
  sellingPrice: number | string;
  discountedPrice: number | string | null;
}

/** The part of the selling price taken off, as the API reckons it for OUTSIDE_LICENCE_RANGE (two decimals). */
export function percentOff(answer: ProductSaveAnswer): number | null {
  const selling = Number(answer.sellingPrice);
  const discounted = answer.discountedPrice === null ? null : Number(answer.discountedPrice);
  if (discounted === null || !(selling > 0) || discounted >= selling) return null;
  return Math.round(((selling - discounted) / selling) * 10000) / 100;
}

/**
 * After a product's save: its own discount's licence warnings (issue 43), in the staff member's language, as a toast
 * whose button opens Settings → Promotions. Nothing when the answer has none. The API's English `message` is not
 * shown: each code has its words in the products catalogue.
 */
export function useLicenceWarningsToast() {
  const translate = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const f = useShopFormat();
  return useCallback(
    (answer: ProductSaveAnswer) => {
      const warnings = (answer.warnings ?? []).filter((w) => w.code !== 'BELOW_COST');
      if (!warnings.length) return;
      const percent = percentOff(answer);
      const lines = warnings.map((w) =>
        translate(`shop.products.licenceWarnings.${w.code}`, { percent: percent === null ? '' : f.number(percent, 2) }),
      );
      toast({
        title: translate('shop.products.licenceWarnings.title'),
        description: `${lines.join(' ')} ${translate('shop.products.licenceWarnings.where')}`,
        duration: LICENCE_WARNING_DURATION_MS,
        action: { label: translate('shop.products.licenceWarnings.open'), onClick: () => void navigate(adminPath(LICENCE_SETTINGS_PATH)) },
      });
    },
    [translate, toast, navigate, f],
  );
}
