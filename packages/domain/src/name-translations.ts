import type { Locale } from './locale';

/**
 * A name staff type once (an accessory, a used bike's title, a store, a building, a key box, a questionnaire) and its
 * translations for the customers who read the site in another language (decision 101). An empty translation means
 * "none": the reader then sees the name as typed.
 */
export type NameTranslations = { fr: string; en: string; nl: string };

export const NO_NAME_TRANSLATIONS: NameTranslations = { fr: '', en: '', nl: '' };

/** The name in the reader's language, else the name as staff typed it. */
export function localizedName(original: string, translations: Partial<NameTranslations> | null | undefined, locale: Locale): string {
  return translations?.[locale]?.trim() || original;
}
