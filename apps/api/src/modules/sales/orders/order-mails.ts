import { formatDate, isLocale, type Locale, type OrderActor } from '@veloport/domain';

/** The customer's mails at each step of their order, and the daily reminder of orders waiting too long (decision 024). */
export type CustomerStep = 'validated' | 'refused' | 'ready_in_shop' | 'ready_for_delivery' | 'handed_over';

const SIGN = { fr: "L'équipe Veloport", en: 'The Veloport team', nl: 'Het Veloport-team' } as const;
const HELLO = { fr: 'Bonjour', en: 'Hello', nl: 'Hallo' } as const;

const STEP: Record<CustomerStep, Record<Locale, { subject: (id: number) => string; body: (label: string, extra: string) => string }>> = {
  validated: {
    fr: {
      subject: (id) => `Veloport : votre commande n° ${id} est validée`,
      body: (l) => `Votre employeur a validé votre commande (${l}). Le magasin s'en occupe.`,
    },
    en: {
      subject: (id) => `Veloport: your order no. ${id} is validated`,
      body: (l) => `Your employer validated your order (${l}). The shop is taking care of it.`,
    },
    nl: {
      subject: (id) => `Veloport: je bestelling nr. ${id} is goedgekeurd`,
      body: (l) => `Je werkgever heeft je bestelling (${l}) goedgekeurd. De winkel gaat ermee aan de slag.`,
    },
  },
  refused: {
    fr: {
      subject: (id) => `Veloport : votre commande n° ${id} est refusée`,
      body: (l, r) => `Votre employeur a refusé votre commande (${l}). Motif : ${r}`,
    },
    en: {
      subject: (id) => `Veloport: your order no. ${id} is refused`,
      body: (l, r) => `Your employer refused your order (${l}). Reason: ${r}`,
    },
    nl: {
      subject: (id) => `Veloport: je bestelling nr. ${id} is geweigerd`,
      body: (l, r) => `Je werkgever heeft je bestelling (${l}) geweigerd. Reden: ${r}`,
    },
  },
  ready_in_shop: {
    fr: {
      subject: (id) => `Veloport : votre vélo est prêt (commande n° ${id})`,
      body: (l, where) => `Votre vélo (${l}) est prêt : vous pouvez venir le chercher${where ? ` à ${where}` : ' au magasin'}.`,
    },
    en: {
      subject: (id) => `Veloport: your bike is ready (order no. ${id})`,
      body: (l, where) => `Your bike (${l}) is ready: you can collect it${where ? ` in ${where}` : ' at the shop'}.`,
    },
    nl: {
      subject: (id) => `Veloport: je fiets is klaar (bestelling nr. ${id})`,
      body: (l, where) => `Je fiets (${l}) is klaar: je kunt hem ophalen${where ? ` in ${where}` : ' in de winkel'}.`,
    },
  },
  ready_for_delivery: {
    fr: {
      subject: (id) => `Veloport : votre vélo est prêt à être livré (commande n° ${id})`,
      body: (l) => `Votre vélo (${l}) est prêt : le magasin va vous le livrer.`,
    },
    en: {
      subject: (id) => `Veloport: your bike is ready for delivery (order no. ${id})`,
      body: (l) => `Your bike (${l}) is ready: the shop will deliver it.`,
    },
    nl: {
      subject: (id) => `Veloport: je fiets is klaar om geleverd te worden (bestelling nr. ${id})`,
      body: (l) => `Je fiets (${l}) is klaar: de winkel levert hem.`,
    },
  },
  handed_over: {
    fr: {
      subject: (id) => `Veloport : votre vélo vous a été remis (commande n° ${id})`,
      body: (l, d) => `Votre vélo (${l}) vous a été remis le ${d}. Bonne route !`,
    },
    en: {
      subject: (id) => `Veloport: your bike has been handed over (order no. ${id})`,
      body: (l, d) => `Your bike (${l}) was handed over to you on ${d}. Enjoy the ride!`,
    },
    nl: {
      subject: (id) => `Veloport: je fiets is overhandigd (bestelling nr. ${id})`,
      body: (l, d) => `Je fiets (${l}) is op ${d} aan je overhandigd. Goede rit!`,
    },
  },
};

const LINK = { fr: 'Suivre la commande', en: 'Follow the order', nl: 'Volg de bestelling' } as const;

export const localeOf = (language: string): Locale => (isLocale(language) ? language : 'fr');

export function customerStepMail(
  step: CustomerStep,
  o: { locale: Locale; name: string; orderId: number; label: string; extra?: string; link: string },
) {
  const t = STEP[step][o.locale];
  const extra = step === 'handed_over' && o.extra ? formatDate(o.extra) : (o.extra ?? '');
  return {
    subject: t.subject(o.orderId),
    text: `${HELLO[o.locale]} ${o.name},\n\n${t.body(o.label, extra)}\n\n${LINK[o.locale]}${o.locale === 'fr' ? ' : ' : ': '}${o.link}\n\n${SIGN[o.locale]}`,
  };
}

const ACTION: Record<OrderActor, Record<Locale, string>> = {
  fleet_manager: { fr: 'à valider', en: 'to validate', nl: 'goed te keuren' },
  employee: {
    fr: 'attend une information ou votre passage',
    en: 'waits for your information or visit',
    nl: 'wacht op je informatie of je bezoek',
  },
  shop: { fr: 'attend le magasin', en: 'waits for the shop', nl: 'wacht op de winkel' },
  supplier: { fr: 'attend le fournisseur', en: 'waits for the supplier', nl: 'wacht op de leverancier' },
};

const REMINDER = {
  fr: {
    subject: (n: number) => `Veloport : ${n} commande(s) vous attendent`,
    intro: (d: number) => `Ces commandes attendent une action de votre part depuis plus de ${d} jours :`,
    since: (since: string) => `depuis le ${since}`,
  },
  en: {
    subject: (n: number) => `Veloport: ${n} order(s) waiting for you`,
    intro: (d: number) => `These orders have been waiting for you for more than ${d} days:`,
    since: (since: string) => `since ${since}`,
  },
  nl: {
    subject: (n: number) => `Veloport: ${n} bestelling(en) wachten op jou`,
    intro: (d: number) => `Deze bestellingen wachten al meer dan ${d} dagen op jou:`,
    since: (since: string) => `sinds ${since}`,
  },
} as const;

const NUMBER = { fr: 'Commande n°', en: 'Order no.', nl: 'Bestelling nr.' } as const;

/** One mail a day per person: every order waiting on them too long, each with its link. */
export function reminderMail(o: {
  locale: Locale;
  name: string;
  days: number;
  orders: { id: number; label: string; actor: OrderActor; waitingSince: string; link: string }[];
}) {
  const t = REMINDER[o.locale];
  const lines = o.orders.map(
    (x) => `- ${NUMBER[o.locale]} ${x.id} (${x.label}) ${ACTION[x.actor][o.locale]}, ${t.since(formatDate(x.waitingSince))}\n  ${x.link}`,
  );
  return {
    subject: t.subject(o.orders.length),
    text: `${HELLO[o.locale]} ${o.name},\n\n${t.intro(o.days)}\n\n${lines.join('\n')}\n\n${SIGN[o.locale]}`,
  };
}
