import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, testDataProvider } from 'react-admin';
import { ARABIC_FIELD_MESSAGES, CATEGORY_LIMITS } from '@shop/common';
import { i18nProvider } from '../i18n';
import en from '../i18n/messages/en/arabic';
import { ArabicTextFields } from './ArabicTextFields';
import { categoryArabicRules } from './arabicValues';

function renderFields(onSubmit: (values: Record<string, unknown>) => void = () => undefined, withRules = false) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <Form defaultValues={{ nameAr: 'قبعة', descriptionAr: '' }} onSubmit={onSubmit}>
        <ArabicTextFields
          validateName={withRules ? categoryArabicRules.nameAr : undefined}
          validateDescription={withRules ? categoryArabicRules.descriptionAr : undefined}
        />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
}

describe('Arabic text fields', () => {
  it('are right-to-left Arabic inputs holding the stored values', async () => {
    renderFields();
    const name = (await screen.findByLabelText(en.nameAr)) as HTMLInputElement;
    const description = screen.getByLabelText(en.descriptionAr) as HTMLTextAreaElement;
    for (const input of [name, description]) {
      expect(input.getAttribute('dir')).toBe('rtl');
      expect(input.getAttribute('lang')).toBe('ar');
    }
    expect(name.value).toBe('قبعة');
    expect(description.tagName).toBe('TEXTAREA');
  });

  it('send what was typed', async () => {
    let sent: Record<string, unknown> | null = null;
    renderFields((v) => {
      sent = v;
    });
    const description = await screen.findByLabelText(en.descriptionAr);
    fireEvent.change(description, { target: { value: 'قبعة قطنية' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(sent).toMatchObject({ nameAr: 'قبعة', descriptionAr: 'قبعة قطنية' }));
  });

  it('show the rule a too long text breaks', async () => {
    renderFields(() => undefined, true);
    const name = await screen.findByLabelText(en.nameAr);
    fireEvent.change(name, { target: { value: 'ق'.repeat(CATEGORY_LIMITS.nameMax + 1) } });
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText(ARABIC_FIELD_MESSAGES.categoryNameMax)).toBeTruthy();
  });
});
