import { sizeBand, type SizeBand } from './tiers';

export const SIZE_BANDS: readonly SizeBand[] = ['S', 'M', 'L', 'XL'];

/** Sizes a model may list that fit every rider (folding bikes, many cargo bikes). */
const ONE_SIZE = new Set(['ONE SIZE', 'ONESIZE', 'UNIQUE', 'U', 'TU']);
const LETTERS: Record<string, SizeBand> = { XXS: 'S', XS: 'S', S: 'S', M: 'M', L: 'L', XL: 'XL', XXL: 'XL' };

/**
 * The rider band (seed §9: S < 1.60 m, M 1.60–1.75, L 1.75–1.85, XL > 1.85) a listed frame size fits.
 * - letters: XS and S → S, M → M, L → L, XL and XXL → XL;
 * - numbers up to 30 are inches (mountain bikes): ≤ 15 → S, 16–17 → M, 18–19 → L, ≥ 20 → XL;
 * - larger numbers are centimetres (seat tube, city and trekking bikes): ≤ 46 → S, 47–52 → M, 53–57 → L, ≥ 58 → XL;
 * - "one size" fits every band (returns null here; see modelSizeBands).
 * Returns undefined for a size that cannot be read.
 */
export function frameSizeBand(size: string): SizeBand | null | undefined {
  const value = size
    .trim()
    .toUpperCase()
    .replace(/(CM|")$/, '')
    .trim();
  if (ONE_SIZE.has(value)) return null;
  if (value in LETTERS) return LETTERS[value];
  const n = Number(value.replace(',', '.'));
  if (!Number.isFinite(n) || n <= 0) return undefined;
  if (n <= 30) return n < 16 ? 'S' : n < 18 ? 'M' : n < 20 ? 'L' : 'XL';
  return n < 47 ? 'S' : n < 53 ? 'M' : n < 58 ? 'L' : 'XL';
}

/**
 * A children's bike lists wheel sizes (20", 24", 26"), not frame sizes: read as inches they would read XL and
 * be offered to a 1.92 m rider. Every readable size of a children's bike fits the smallest band.
 */
export function sizeBandOfModel(size: string, usage?: string): SizeBand | null | undefined {
  const band = frameSizeBand(size);
  return usage === 'kids' && band !== undefined ? 'S' : band;
}

/** Every band a model's size list covers, in S→XL order; a one-size model covers all four. */
export function modelSizeBands(sizes: readonly string[], usage?: string): SizeBand[] {
  const bands = new Set<SizeBand>();
  for (const size of sizes) {
    const band = sizeBandOfModel(size, usage);
    if (band === null) return [...SIZE_BANDS];
    if (band) bands.add(band);
  }
  return SIZE_BANDS.filter((b) => bands.has(b));
}

/** The sizes of a model that fit a rider of `heightCm`, in the model's order. */
export function sizesForHeight(heightCm: number, sizes: readonly string[], usage?: string): string[] {
  const band = sizeBand(heightCm);
  return sizes.filter((size) => {
    const b = sizeBandOfModel(size, usage);
    return b === null || b === band;
  });
}

export function isReadableSize(size: string): boolean {
  return frameSizeBand(size) !== undefined;
}
