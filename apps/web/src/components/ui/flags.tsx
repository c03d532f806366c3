import type { Locale } from '@veloport/domain';
import type { JSX } from 'react';

type FlagProps = { size?: number };

// Decorative: the language name next to the flag carries the meaning.
const frame = (size: number) => ({
  width: size,
  height: Math.round((size * 2) / 3),
  'aria-hidden': true,
  focusable: false,
  style: { borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.15)', flexShrink: 0 },
});

export function FlagFr({ size = 20 }: FlagProps) {
  return (
    <svg viewBox="0 0 3 2" {...frame(size)}>
      <rect width="1" height="2" x="0" fill="#002654" />
      <rect width="1" height="2" x="1" fill="#ffffff" />
      <rect width="1" height="2" x="2" fill="#ce1126" />
    </svg>
  );
}

export function FlagGb({ size = 20 }: FlagProps) {
  return (
    <svg viewBox="0 0 60 40" preserveAspectRatio="none" {...frame(size)}>
      <clipPath id="flag-gb-clip">
        <path d="M30,20 h30 v20 z v20 h-30 z h-30 v-20 z v-20 h30 z" />
      </clipPath>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#ffffff" strokeWidth="8" />
      <path d="M0,0 L60,40 M60,0 L0,40" clipPath="url(#flag-gb-clip)" stroke="#c8102e" strokeWidth="5" />
      <path d="M30,0 v40 M0,20 h60" stroke="#ffffff" strokeWidth="12" />
      <path d="M30,0 v40 M0,20 h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}

export function FlagNl({ size = 20 }: FlagProps) {
  return (
    <svg viewBox="0 0 3 2" {...frame(size)}>
      <rect width="3" height="2" fill="#ffffff" />
      <rect width="3" height="0.6667" y="0" fill="#ae1c28" />
      <rect width="3" height="0.6667" y="1.3333" fill="#21468b" />
    </svg>
  );
}

export const FLAGS: Record<Locale, (props: FlagProps) => JSX.Element> = {
  fr: FlagFr,
  en: FlagGb,
  nl: FlagNl,
};
