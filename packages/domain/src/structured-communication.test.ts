import { describe, expect, it } from 'vitest';
import {
  isStructuredCommunication,
  parseStructuredCommunication,
  structuredCommunication,
  structuredCommunicationCheck,
} from './structured-communication';

describe('structured communication', () => {
  it('adds the base modulo 97 as check digits', () => {
    // 1234567890 mod 97 = 2
    expect(structuredCommunication(1234567890)).toBe('+++123/4567/89002+++');
    expect(structuredCommunication(42)).toBe('+++000/0000/04242+++');
  });

  it('uses 97 when the base is a multiple of 97', () => {
    expect(structuredCommunicationCheck(97)).toBe(97);
    expect(structuredCommunication(97 * 1000)).toBe('+++000/0097/00097+++');
  });

  it('reads it back however it was typed, and refuses wrong check digits', () => {
    expect(parseStructuredCommunication('+++123/4567/89002+++')).toBe('123456789002');
    expect(parseStructuredCommunication('***123/4567/89002***')).toBe('123456789002');
    expect(parseStructuredCommunication(' 123 4567 89002 ')).toBe('123456789002');
    expect(parseStructuredCommunication('123456789002')).toBe('123456789002');
    expect(parseStructuredCommunication('+++123/4567/89003+++')).toBeNull();
    expect(parseStructuredCommunication('+++000/0000/00097+++')).toBeNull();
    expect(parseStructuredCommunication('facture 2026-00042')).toBeNull();
    expect(isStructuredCommunication(structuredCommunication(9_999_999_999))).toBe(true);
  });

  it('refuses a base that does not fit ten digits', () => {
    expect(() => structuredCommunication(0)).toThrow(RangeError);
    expect(() => structuredCommunication(10_000_000_000)).toThrow(RangeError);
    expect(() => structuredCommunication(1.5)).toThrow(RangeError);
  });
});
