import { DEMO_SETTINGS } from '@shop/common';

type DemoField = keyof typeof DEMO_SETTINGS;

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** True when a settings field still holds the demo seed's value. */
export function isDemoValue(field: string, value: string | null | undefined): boolean {
  return field in DEMO_SETTINGS && clean(value) === DEMO_SETTINGS[field as DemoField];
}
