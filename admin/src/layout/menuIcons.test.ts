import { describe, expect, it } from 'vitest';
import { SCREENS } from '../access/screens';
import { MENU_ICONS } from './menuIcons';

describe('sidebar icons', () => {
  it('every screen with a sidebar entry has an icon, and no icon is left without an entry', () => {
    const withEntry = SCREENS.filter((s) => s.menu)
      .map((s) => s.path)
      .sort();
    expect(Object.keys(MENU_ICONS).sort()).toEqual(withEntry);
  });
});
