export type EngineTier = 'light' | 'medium' | 'large';
export type BatteryTier = 'small' | 'medium' | 'large';
export type SizeBand = 'S' | 'M' | 'L' | 'XL';

function assertPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive finite number`);
}

export function engineTier(nm: number): EngineTier {
  assertPositive('nm', nm);
  if (nm <= 50) return 'light';
  // The spec lists medium as 60–65 Nm and leaves 50–60 Nm unassigned; such motors give
  // assistance closer to medium than to light, so the gap is folded into medium.
  if (nm <= 65) return 'medium';
  return 'large';
}

export function batteryTier(wh: number): BatteryTier {
  assertPositive('wh', wh);
  if (wh <= 500) return 'small';
  // The spec lists medium as 625–630 Wh and leaves 500–625 Wh unassigned; those capacities
  // are closer to medium range than to small, so the gap is folded into medium.
  if (wh <= 630) return 'medium';
  return 'large';
}

export function sizeBand(heightCm: number): SizeBand {
  assertPositive('heightCm', heightCm);
  if (heightCm < 160) return 'S';
  if (heightCm < 175) return 'M';
  // Lower bounds are inclusive, and XL is "above 1.85 m", so exactly 185 cm stays L.
  if (heightCm <= 185) return 'L';
  return 'XL';
}
