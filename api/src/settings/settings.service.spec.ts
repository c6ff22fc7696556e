import { DEFAULT_SETTINGS } from './settings.defaults';
import { toBusinessInfo } from './settings.service';

describe('toBusinessInfo', () => {
  it('maps the settings to the footer fields, falling back to the landline for the phone', () => {
    const info = toBusinessInfo({ ...DEFAULT_SETTINGS, businessTelephone: '+966 11 222 3333', ownerEmail: 'secret@example.com' });
    expect(info.phone).toBe('+966 11 222 3333');
    expect(info.businessName).toBe(DEFAULT_SETTINGS.businessName);
    expect(JSON.stringify(info)).not.toContain('secret@example.com');
  });
});
