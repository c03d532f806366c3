import type { Locale } from '@veloport/domain';

type MailText = { subject: string; text: (name: string, link: string) => string };

/** Mail bodies in the recipient's language; links point at the web routes of that locale. */
const TEXTS: Record<'reset' | 'set', Record<Locale, MailText>> = {
  reset: {
    fr: {
      subject: 'Veloport : réinitialisez votre mot de passe',
      text: (n, l) =>
        `Bonjour ${n},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 60 minutes, une seule fois) :\n${l}\n\nSi vous n'avez rien demandé, ignorez ce message.\n\nL'équipe Veloport`,
    },
    en: {
      subject: 'Veloport: reset your password',
      text: (n, l) =>
        `Hello ${n},\n\nTo choose a new password, open this link (valid for 60 minutes, once):\n${l}\n\nIf you did not ask for this, ignore this message.\n\nThe Veloport team`,
    },
    nl: {
      subject: 'Veloport: stel je wachtwoord opnieuw in',
      text: (n, l) =>
        `Hallo ${n},\n\nOpen deze link om een nieuw wachtwoord te kiezen (60 minuten geldig, één keer te gebruiken):\n${l}\n\nHeb je niets gevraagd? Negeer dan dit bericht.\n\nHet Veloport-team`,
    },
  },
  set: {
    fr: {
      subject: 'Veloport : choisissez votre mot de passe',
      text: (n, l) =>
        `Bonjour ${n},\n\nUn compte Veloport vous attend. Choisissez votre mot de passe avec ce lien (valable 7 jours, une seule fois) :\n${l}\n\nL'équipe Veloport`,
    },
    en: {
      subject: 'Veloport: choose your password',
      text: (n, l) =>
        `Hello ${n},\n\nA Veloport account is waiting for you. Choose your password with this link (valid for 7 days, once):\n${l}\n\nThe Veloport team`,
    },
    nl: {
      subject: 'Veloport: kies je wachtwoord',
      text: (n, l) =>
        `Hallo ${n},\n\nEr staat een Veloport-account voor je klaar. Kies je wachtwoord via deze link (7 dagen geldig, één keer te gebruiken):\n${l}\n\nHet Veloport-team`,
    },
  },
};

export function passwordMail(kind: 'reset' | 'set', locale: Locale, name: string, link: string) {
  const t = TEXTS[kind][locale];
  return { subject: t.subject, text: t.text(name, link) };
}

type ConfirmText = { subject: string; text: (name: string, link: string, extra: string) => string };

/** The link that proves a mailbox: a company sign-up, or a new address for an existing account (decision 016). */
const CONFIRM: Record<'signup' | 'change', Record<Locale, ConfirmText>> = {
  signup: {
    fr: {
      subject: 'Veloport : confirmez votre adresse e-mail',
      text: (n, l, c) =>
        `Bonjour ${n},\n\nPour activer votre compte Veloport et rejoindre ${c}, ouvrez ce lien (valable 24 heures, une seule fois) :\n${l}\n\nSi vous n'avez rien demandé, ignorez ce message : aucun compte ne sera activé.\n\nL'équipe Veloport`,
    },
    en: {
      subject: 'Veloport: confirm your e-mail address',
      text: (n, l, c) =>
        `Hello ${n},\n\nTo activate your Veloport account and join ${c}, open this link (valid for 24 hours, once):\n${l}\n\nIf you did not ask for this, ignore this message: no account will be activated.\n\nThe Veloport team`,
    },
    nl: {
      subject: 'Veloport: bevestig je e-mailadres',
      text: (n, l, c) =>
        `Hallo ${n},\n\nOpen deze link om je Veloport-account te activeren en bij ${c} aan te sluiten (24 uur geldig, één keer te gebruiken):\n${l}\n\nHeb je niets gevraagd? Negeer dan dit bericht: er wordt geen account geactiveerd.\n\nHet Veloport-team`,
    },
  },
  change: {
    fr: {
      subject: 'Veloport : confirmez votre nouvelle adresse e-mail',
      text: (n, l) =>
        `Bonjour ${n},\n\nLe compte Veloport de ${n} utilisera cette adresse dès que vous ouvrirez ce lien (valable 24 heures, une seule fois) :\n${l}\n\nSi vous n'avez rien demandé, ignorez ce message : rien ne changera.\n\nL'équipe Veloport`,
    },
    en: {
      subject: 'Veloport: confirm your new e-mail address',
      text: (n, l) =>
        `Hello ${n},\n\nThe Veloport account of ${n} will use this address once you open this link (valid for 24 hours, once):\n${l}\n\nIf you did not ask for this, ignore this message: nothing will change.\n\nThe Veloport team`,
    },
    nl: {
      subject: 'Veloport: bevestig je nieuwe e-mailadres',
      text: (n, l) =>
        `Hallo ${n},\n\nHet Veloport-account van ${n} gebruikt dit adres zodra je deze link opent (24 uur geldig, één keer te gebruiken):\n${l}\n\nHeb je niets gevraagd? Negeer dan dit bericht: er verandert niets.\n\nHet Veloport-team`,
    },
  },
};

export function confirmEmailMail(kind: 'signup' | 'change', locale: Locale, name: string, link: string, companyName = '') {
  const t = CONFIRM[kind][locale];
  return { subject: t.subject, text: t.text(name, link, companyName) };
}

/** Sent to the old address when a change is asked, so a takeover attempt does not go unnoticed. */
const CHANGE_NOTICE: Record<Locale, ConfirmText> = {
  fr: {
    subject: 'Veloport : changement d’adresse e-mail demandé',
    text: (n, _l, to) =>
      `Bonjour ${n},\n\nUn changement de l'adresse e-mail de votre compte Veloport vers ${to} a été demandé. Il ne prendra effet que si cette nouvelle adresse confirme le lien qui lui a été envoyé.\n\nSi vous n'êtes pas à l'origine de cette demande, contactez-nous en répondant à ce message.\n\nL'équipe Veloport`,
  },
  en: {
    subject: 'Veloport: e-mail address change requested',
    text: (n, _l, to) =>
      `Hello ${n},\n\nA change of your Veloport account's e-mail address to ${to} was requested. It takes effect only if that new address confirms the link sent to it.\n\nIf you did not ask for this, contact us by replying to this message.\n\nThe Veloport team`,
  },
  nl: {
    subject: 'Veloport: wijziging van e-mailadres aangevraagd',
    text: (n, _l, to) =>
      `Hallo ${n},\n\nEr is gevraagd het e-mailadres van je Veloport-account te wijzigen naar ${to}. Dat gebeurt pas als dat nieuwe adres de link bevestigt die ernaar is gestuurd.\n\nHeb jij dit niet gevraagd? Neem contact met ons op door op dit bericht te antwoorden.\n\nHet Veloport-team`,
  },
};

export function emailChangeNotice(locale: Locale, name: string, newEmail: string) {
  const t = CHANGE_NOTICE[locale];
  return { subject: t.subject, text: t.text(name, '', newEmail) };
}
