import { useController, useWatch } from 'react-hook-form';
import { StockEditor } from './StockEditor';
import { validateStockDraft, type StockDraft } from './stockRules';

/** The stock editor inside the product create form, following the sizes chosen above it (form field `stock`). */
export function StockFields() {
  const sizes = (useWatch({ name: 'sizes' }) as string[] | undefined) ?? [];
  const { field } = useController({
    name: 'stock',
    defaultValue: { tracked: false, counts: {} },
    rules: { validate: (draft: StockDraft) => Object.values(validateStockDraft(sizes, draft))[0] ?? true },
  });
  const draft = (field.value as StockDraft) ?? { tracked: false, counts: {} };
  return <StockEditor sizes={sizes} value={draft} onChange={field.onChange} errors={validateStockDraft(sizes, draft)} />;
}
