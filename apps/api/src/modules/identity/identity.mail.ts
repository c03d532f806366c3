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

type ChangeText = { subject: string; text: (name: string, to: string, links: { approve: string; cancel: string }) => string };

/**
 * Sent to the old address when the account holder asked the change themselves (signed in) or the account has no
 * password yet: the new address confirms, and the old one can cancel until then (decision 070).
 */
const CHANGE_NOTICE: Record<Locale, ChangeText> = {
  fr: {
    subject: 'Veloport : changement d’adresse e-mail demandé',
    text: (n, to, l) =>
      `Bonjour ${n},\n\nUn changement de l'adresse e-mail de votre compte Veloport vers ${to} a été demandé. Il ne prendra effet que si cette nouvelle adresse confirme le lien qui lui a été envoyé.\n\nSi vous n'êtes pas à l'origine de cette demande, annulez-la avec ce lien avant qu'elle ait lieu :\n${l.cancel}\n\nL'équipe Veloport`,
  },
  en: {
    subject: 'Veloport: e-mail address change requested',
    text: (n, to, l) =>
      `Hello ${n},\n\nA change of your Veloport account's e-mail address to ${to} was requested. It takes effect only if that new address confirms the link sent to it.\n\nIf you did not ask for this, cancel it with this link before it happens:\n${l.cancel}\n\nThe Veloport team`,
  },
  nl: {
    subject: 'Veloport: wijziging van e-mailadres aangevraagd',
    text: (n, to, l) =>
      `Hallo ${n},\n\nEr is gevraagd het e-mailadres van je Veloport-account te wijzigen naar ${to}. Dat gebeurt pas als dat nieuwe adres de link bevestigt die ernaar is gestuurd.\n\nHeb jij dit niet gevraagd? Annuleer het dan met deze link voordat het gebeurt:\n${l.cancel}\n\nHet Veloport-team`,
  },
};

/**
 * Sent to the old address when someone else (a fleet manager, an admin) asked to move an account that is in use:
 * nothing goes to the new address until the old one approves, and the old one can refuse (decision 070).
 */
const CHANGE_APPROVAL: Record<Locale, ChangeText> = {
  fr: {
    subject: 'Veloport : approuvez-vous le changement de votre adresse e-mail ?',
    text: (n, to, l) =>
      `Bonjour ${n},\n\nUn gestionnaire de comptes a demandé que votre compte Veloport utilise désormais l'adresse ${to}. Rien ne change sans votre accord.\n\nPour approuver ce changement, ouvrez ce lien (valable 24 heures, une seule fois) ; la nouvelle adresse devra ensuite confirmer le lien qui lui sera envoyé :\n${l.approve}\n\nSi vous n'êtes pas d'accord, annulez la demande avec ce lien :\n${l.cancel}\n\nVous pouvez aussi approuver ou annuler dans vos paramètres, une fois connecté.\n\nL'équipe Veloport`,
  },
  en: {
    subject: 'Veloport: do you approve the change of your e-mail address?',
    text: (n, to, l) =>
      `Hello ${n},\n\nAn account manager asked for your Veloport account to use the address ${to} from now on. Nothing changes without your consent.\n\nTo approve this change, open this link (valid for 24 hours, once); the new address then confirms the link sent to it:\n${l.approve}\n\nIf you do not agree, cancel the request with this link:\n${l.cancel}\n\nYou can also approve or cancel it in your settings once signed in.\n\nThe Veloport team`,
  },
  nl: {
    subject: 'Veloport: keur je de wijziging van je e-mailadres goed?',
    text: (n, to, l) =>
      `Hallo ${n},\n\nEen accountbeheerder heeft gevraagd dat je Veloport-account voortaan het adres ${to} gebruikt. Zonder jouw akkoord verandert er niets.\n\nOpen deze link om de wijziging goed te keuren (24 uur geldig, één keer te gebruiken); daarna bevestigt het nieuwe adres de link die ernaar wordt gestuurd:\n${l.approve}\n\nBen je het er niet mee eens? Annuleer de aanvraag met deze link:\n${l.cancel}\n\nJe kunt ook goedkeuren of annuleren in je instellingen, eenmaal aangemeld.\n\nHet Veloport-team`,
  },
};

export function emailChangeNotice(locale: Locale, name: string, newEmail: string, cancelLink: string) {
  const t = CHANGE_NOTICE[locale];
  return { subject: t.subject, text: t.text(name, newEmail, { approve: '', cancel: cancelLink }) };
}

export function emailChangeApproval(locale: Locale, name: string, newEmail: string, links: { approve: string; cancel: string }) {
  const t = CHANGE_APPROVAL[locale];
  return { subject: t.subject, text: t.text(name, newEmail, links) };
}
