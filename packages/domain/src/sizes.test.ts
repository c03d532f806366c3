import { describe, expect, it } from 'vitest';
import { frameSizeBand, modelSizeBands, sizesForHeight } from './sizes';

describe('frameSizeBand', () => {
  it('reads letter sizes', () => {
    expect(['XS', 's', 'M', 'L', 'xl', 'XXL'].map(frameSizeBand)).toEqual(['S', 'S', 'M', 'L', 'XL', 'XL']);
  });
  it('reads small numbers as inches (mountain bikes)', () => {
    expect(['15', '16', '17"', '18', '19', '20', '21'].map(frameSizeBand)).toEqual(['S', 'M', 'M', 'L', 'L', 'XL', 'XL']);
  });
  it('reads larger numbers as centimetres with the band edges 47, 53 and 58', () => {
    expect(['44', '46', '47', '52', '53 cm', '57', '58', '61'].map(frameSizeBand)).toEqual(['S', 'S', 'M', 'M', 'L', 'L', 'XL', 'XL']);
  });
  it('treats one-size as fitting everyone and refuses unreadable sizes', () => {
    expect(frameSizeBand('one size')).toBeNull();
    expect(frameSizeBand('big')).toBeUndefined();
    expect(frameSizeBand('0')).toBeUndefined();
  });
});

describe('modelSizeBands', () => {
  it('lists the covered bands in S→XL order without duplicates', () => {
    expect(modelSizeBands(['L', '44', 'M', '50'])).toEqual(['S', 'M', 'L']);
  });
  it('covers every band for a one-size model', () => {
    expect(modelSizeBands(['One size'])).toEqual(['S', 'M', 'L', 'XL']);
  });
});

describe('sizesForHeight', () => {
  it('keeps the sizes of the rider band (1.70 m is M)', () => {
    expect(sizesForHeight(170, ['S', 'M', 'L'])).toEqual(['M']);
    expect(sizesForHeight(170, ['46', '50', '54', '58'])).toEqual(['50']);
  });
  it('follows the seed §9 band edges: 1.60 is M, 1.75 is L, 1.85 is L, 1.86 is XL', () => {
    expect(sizesForHeight(160, ['S', 'M'])).toEqual(['M']);
    expect(sizesForHeight(175, ['M', 'L'])).toEqual(['L']);
    expect(sizesForHeight(185, ['L', 'XL'])).toEqual(['L']);
    expect(sizesForHeight(186, ['L', 'XL'])).toEqual(['XL']);
  });
  it('always offers a one-size model', () => {
    expect(sizesForHeight(150, ['One size'])).toEqual(['One size']);
  });
});

describe('children’s bikes', () => {
  it('read their wheel sizes as the smallest band, never as an XL frame in inches', () => {
    expect(modelSizeBands(['20"', '24"'], 'kids')).toEqual(['S']);
    expect(sizesForHeight(192, ['20"', '26"'], 'kids')).toEqual([]);
    expect(sizesForHeight(125, ['20"', '26"'], 'kids')).toEqual(['20"', '26"']);
  });
});
