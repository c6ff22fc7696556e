import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { ARABIC_FIELD_MESSAGES, DEFAULT_TAX_SETTINGS, SETTINGS_LIMITS, type SettingsView, type TaxSettings } from '@shop/common';
import SETTINGS_TEXTS from '../i18n/messages/en/settings';
import { i18nProvider } from '../i18n';
import en from '../i18n/messages/en/arabic';
import { SettingsCard } from '../settings/SettingsCard';
import { settingsPayload } from '../settings/settingsApi';
import { SECTION_RULES } from '../settings/settingsRules';
import { settingsArabicErrors } from './settingsArabic';

const stored = {
  logoUrl: '/logo.svg',
  brandUrl: '/',
  businessName: 'Retro Cap Shop',
  businessAddress: 'Friday Market, Riyadh',
  businessEmail: 'shop@retrocap.sa',
  tagline: 'Caps from Manila',
  description: 'Retro caps and vintage tees',
  businessPhone: null,
  businessTelephone: null,
  ownerName: 'Owner',
  ownerEmail: 'owner@retrocap.sa',
  whatsappNumber: null,
  viberNumber: null,
  facebookUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
  messengerUrl: null,
  businessAddressAr: 'سوق الجمعة، الرياض',
  taglineAr: 'كابات من مانيلا',
  descriptionAr: null,
  lowStockThreshold: 1,
  showExactStock: false,
  soldOutLast: false,
  updatedAt: '2026-11-25T07:00:00.000Z',
} satisfies Omit<SettingsView, keyof TaxSettings>;

function renderCard(editing: boolean, onSave: (values: Record<string, unknown>) => void = () => undefined) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <SettingsCard
        section="business"
        title="Business Information"
        stored={{ ...stored, ...DEFAULT_TAX_SETTINGS }}
        editing={editing}
        onSave={async (_s, v) => {
          onSave(v);
          return undefined;
        }}
      />
    </AdminContext>,
  );
}

const input = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement | HTMLTextAreaElement;

describe('Arabic settings texts on the Settings screen', () => {
  it('shows each Arabic text right to left, beside its English field, holding the stored value', async () => {
    renderCard(false);
    for (const [english, arabic, value] of [
      [SETTINGS_TEXTS.fields.businessAddress, en.businessAddressAr, 'سوق الجمعة، الرياض'],
      [SETTINGS_TEXTS.fields.tagline, en.taglineAr, 'كابات من مانيلا'],
      [SETTINGS_TEXTS.fields.description, en.descriptionAr, ''],
    ]) {
      const ar = await input(arabic);
      expect(ar.getAttribute('dir')).toBe('rtl');
      expect(ar.getAttribute('lang')).toBe('ar');
      expect(ar.value).toBe(value);
      expect(ar.readOnly).toBe(true);
      const en = await input(english);
      // the English text reads in its own direction (dir=auto), never forced right to left like its Arabic version
      expect(en.getAttribute('dir')).not.toBe('rtl');
      // beside: the two inputs share one box of the card's grid
      const pair = (el: Element) => el.closest('.MuiFormControl-root')!.parentElement;
      expect(pair(ar)).toBe(pair(en));
    }
    expect(screen.getAllByText(en.settingsHint)).toHaveLength(3);
  });

  it('sends what was typed with the rest of the card; a cleared text goes as null', async () => {
    let sent: Record<string, unknown> | null = null;
    renderCard(true, (v) => {
      sent = v;
    });
    fireEvent.change(await input(en.descriptionAr), { target: { value: '  كابات وتيشيرتات فينتج ' } });
    fireEvent.change(await input(en.taglineAr), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('save-business'));
    await waitFor(() =>
      expect(sent).toMatchObject({ descriptionAr: '  كابات وتيشيرتات فينتج ', taglineAr: null, businessAddressAr: 'سوق الجمعة، الرياض' }),
    );
    expect(settingsPayload(sent!, stored)).toEqual({ descriptionAr: 'كابات وتيشيرتات فينتج', taglineAr: null });
  });

  it("holds each Arabic text to its English field's limit before sending", async () => {
    let sent: Record<string, unknown> | null = null;
    renderCard(true, (v) => {
      sent = v;
    });
    fireEvent.change(await input(en.taglineAr), { target: { value: 'ك'.repeat(SETTINGS_LIMITS.taglineMax + 1) } });
    fireEvent.click(screen.getByTestId('save-business'));
    expect(await screen.findByText(ARABIC_FIELD_MESSAGES.settingsTaglineMax)).toBeTruthy();
    expect(sent).toBeNull();
  });

  it('checks the limits field by field; blank is fine', () => {
    expect(settingsArabicErrors({ taglineAr: '', descriptionAr: null, businessAddressAr: undefined })).toEqual({});
    expect(settingsArabicErrors({ taglineAr: ` ${'ك'.repeat(SETTINGS_LIMITS.taglineMax)} ` })).toEqual({});
    expect(
      settingsArabicErrors({
        taglineAr: 'ك'.repeat(SETTINGS_LIMITS.taglineMax + 1),
        descriptionAr: 'و'.repeat(SETTINGS_LIMITS.descriptionMax + 1),
        businessAddressAr: 'ع'.repeat(SETTINGS_LIMITS.businessAddressMax + 1),
      }),
    ).toEqual({
      taglineAr: ARABIC_FIELD_MESSAGES.settingsTaglineMax,
      descriptionAr: ARABIC_FIELD_MESSAGES.settingsDescriptionMax,
      businessAddressAr: ARABIC_FIELD_MESSAGES.settingsBusinessAddressMax,
    });
    const { lowStockThreshold: _n, showExactStock: _e, soldOutLast: _s, ...texts } = stored;
    expect(SECTION_RULES.business({ ...texts, descriptionAr: 'و'.repeat(SETTINGS_LIMITS.descriptionMax + 1) })).toEqual({
      descriptionAr: ARABIC_FIELD_MESSAGES.settingsDescriptionMax,
    });
  });
});
