import { describe, expect, it } from 'vitest';
import { lengthBadge, loadPasswordStrength, passwordStrength, strengthLabels } from '../../../src/ui/PasswordField/strength';

describe('lengthBadge', () => {
  it('counts up to 7 and then shows 7+', () => {
    expect([0, 1, 6, 7].map(lengthBadge)).toEqual(['0', '1', '6', '7']);
    expect([8, 9, 60].map(lengthBadge)).toEqual(['7+', '7+', '7+']);
  });
});

describe('passwordStrength', () => {
  it('rates a common password 0 with a warning, not acceptable', async () => {
    const strength = await passwordStrength('password');
    expect(strength.score).toBe(0);
    expect(strength.acceptable).toBe(false);
    expect(strength.warning).toBeTruthy();
    expect(strengthLabels[strength.score]).toBe('Very weak');
  });

  it('accepts a long passphrase (score above 2)', async () => {
    const strength = await passwordStrength('quartz lantern Orbit 1987 mosaic');
    expect(strength.score).toBeGreaterThan(2);
    expect(strength.acceptable).toBe(true);
  });

  it('penalises the user’s own details', async () => {
    const alone = await passwordStrength('ada.lovelace1815');
    const withInputs = await passwordStrength('ada.lovelace1815', ['ada.lovelace', 'lovelace', '1815']);
    expect(withInputs.score).toBeLessThanOrEqual(alone.score);
  });

  it('loads the dictionaries once', async () => {
    expect(loadPasswordStrength()).toBe(loadPasswordStrength());
  });
});
