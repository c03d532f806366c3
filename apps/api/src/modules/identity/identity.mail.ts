import type { Locale } from '@veloport/domain';

type MailText = { subject: string; text: (name: string, link: string) => string };

/** Mail bodies in the recipient's language; links point at the web routes of that locale. */
const TEXTS: Record<'reset' | 'set', Record<Locale, MailText>> = {
  reset: {
    fr: {
      subject: 'Veloport : réinitialisez votre mot de passe',
      text: (n, l) => `Bonjour ${n},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 60 minutes, une seule fois) :\n${l}\n\nSi vous n'avez rien demandé, ignorez ce message.\n\nL'équipe Veloport`,
    },
    en: {
      subject: 'Veloport: reset your password',
      text: (n, l) => `Hello ${n},\n\nTo choose a new password, open this link (valid for 60 minutes, once):\n${l}\n\nIf you did not ask for this, ignore this message.\n\nThe Veloport team`,
    },
    nl: {
      subject: 'Veloport: stel je wachtwoord opnieuw in',
      text: (n, l) => `Hallo ${n},\n\nOpen deze link om een nieuw wachtwoord te kiezen (60 minuten geldig, één keer te gebruiken):\n${l}\n\nHeb je niets gevraagd? Negeer dan dit bericht.\n\nHet Veloport-team`,
    },
  },
  set: {
    fr: {
      subject: 'Veloport : choisissez votre mot de passe',
      text: (n, l) => `Bonjour ${n},\n\nUn compte Veloport vous attend. Choisissez votre mot de passe avec ce lien (valable 60 minutes, une seule fois) :\n${l}\n\nL'équipe Veloport`,
    },
    en: {
      subject: 'Veloport: choose your password',
      text: (n, l) => `Hello ${n},\n\nA Veloport account is waiting for you. Choose your password with this link (valid for 60 minutes, once):\n${l}\n\nThe Veloport team`,
    },
    nl: {
      subject: 'Veloport: kies je wachtwoord',
      text: (n, l) => `Hallo ${n},\n\nEr staat een Veloport-account voor je klaar. Kies je wachtwoord via deze link (60 minuten geldig, één keer te gebruiken):\n${l}\n\nHet Veloport-team`,
    },
  },
};

export function passwordMail(kind: 'reset' | 'set', locale: Locale, name: string, link: string) {
  const t = TEXTS[kind][locale];
  return { subject: t.subject, text: t.text(name, link) };
}
