import { describe, expect, it } from 'vitest';
import { isValidFrameNumber, normalizeFrameNumber, normalizeReference } from './frame-number';

describe('normalizeFrameNumber', () => {
  it('upper-cases and drops spaces, hyphens, dots and slashes, so a scan and a typed number match', () => {
    expect(normalizeFrameNumber(' wbk 123-456 ')).toBe('WBK123456');
    expect(normalizeFrameNumber('WBK123456')).toBe('WBK123456');
    expect(normalizeFrameNumber('wbk.12/34\t56')).toBe('WBK123456');
  });

  it('folds full-width characters from some scanners', () => {
    expect(normalizeFrameNumber('ＷＢＫ１２３')).toBe('WBK123');
  });
});

describe('isValidFrameNumber', () => {
  it('accepts 4 to 32 letters or digits once normalised', () => {
    expect(isValidFrameNumber('ab 12')).toBe(true);
    expect(isValidFrameNumber('A'.repeat(32))).toBe(true);
  });
  it('refuses too short, too long or other characters', () => {
    expect(isValidFrameNumber('AB1')).toBe(false);
    expect(isValidFrameNumber('A'.repeat(33))).toBe(false);
    expect(isValidFrameNumber('WBK#123')).toBe(false);
    expect(isValidFrameNumber('   ')).toBe(false);
  });
});

describe('normalizeReference', () => {
  it('trims, upper-cases and collapses spaces; empty becomes null', () => {
    expect(normalizeReference('  key  12 a ')).toBe('KEY 12 A');
    expect(normalizeReference('   ')).toBeNull();
    expect(normalizeReference(null)).toBeNull();
  });
});
