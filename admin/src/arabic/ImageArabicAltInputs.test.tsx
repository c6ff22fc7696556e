import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, testDataProvider } from 'react-admin';
import type { ProductImage } from '../api/types';
import { i18nProvider } from '../i18n';
import en from '../i18n/messages/en/arabic';
import { ImageArabicAltInputs } from './ImageArabicAltInputs';
import { IMAGE_ALT_AR_SOURCE, imageAltArValues } from './imageArabicAlt';

const images: ProductImage[] = [0, 1].map((n) => ({
  id: `i${n}`,
  url: `/uploads/${n}.png`,
  cloudinaryId: `p/${n}`,
  alt: `${n}.png`,
  altAr: n === 0 ? 'الأمام' : null,
  order: n,
  isPrimary: n === 0,
  width: null,
  height: null,
  srcset: null,
}));

describe('Arabic alt text inputs', () => {
  it('show one right-to-left Arabic input per image with its stored text, and send what was typed', async () => {
    let sent: Record<string, unknown> | null = null;
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <Form
          defaultValues={{ [IMAGE_ALT_AR_SOURCE]: imageAltArValues(images) }}
          onSubmit={(v: Record<string, unknown>) => {
            sent = v;
          }}
        >
          <ImageArabicAltInputs images={images} />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>,
    );
    const first = (await screen.findByLabelText(en.imageAltAr.replace('%{n}', '1'))) as HTMLInputElement;
    const second = screen.getByLabelText(en.imageAltAr.replace('%{n}', '2')) as HTMLInputElement;
    expect([first.value, second.value]).toEqual(['الأمام', '']);
    for (const input of [first, second]) {
      expect(input.getAttribute('dir')).toBe('rtl');
      expect(input.getAttribute('lang')).toBe('ar');
    }
    fireEvent.change(second, { target: { value: 'الخلف' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(sent).toMatchObject({ [IMAGE_ALT_AR_SOURCE]: ['الأمام', 'الخلف'] }));
  });

  it('show nothing without images', () => {
    const { container } = render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <Form>
          <ImageArabicAltInputs images={[]} />
        </Form>
      </AdminContext>,
    );
    expect(container.querySelector('[data-testid="image-arabic-alt"]')).toBeNull();
  });
});
