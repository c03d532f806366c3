/** Stable codes of the catalogue; the web translates each one. */
export const FRAME_TYPES = ['H', 'F', 'M'] as const; // H closed (diamond), F open (low step), M mixed (trapeze)
export type FrameType = (typeof FRAME_TYPES)[number];

export const USAGE_TYPES = ['city', 'trekking', 'mountain', 'gravel', 'road', 'cargo', 'speed_pedelec', 'folding', 'kids'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

export const CHARACTERISTIC_TYPES = ['number', 'text', 'boolean'] as const;
export type CharacteristicType = (typeof CHARACTERISTIC_TYPES)[number];

export const ACCESSORY_CATEGORIES = ['helmet', 'lock', 'bag', 'light', 'child_seat', 'clothing', 'tool', 'part', 'other'] as const;
export type AccessoryCategory = (typeof ACCESSORY_CATEGORIES)[number];

export const IMPORT_BRANDS = ['cube', 'moustache'] as const;
export type ImportBrand = (typeof IMPORT_BRANDS)[number];

/** Display name of an imported brand, as the models carry it. */
export const IMPORT_BRAND_NAMES: Record<ImportBrand, string> = { cube: 'Cube', moustache: 'Moustache' };

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS = 8;
