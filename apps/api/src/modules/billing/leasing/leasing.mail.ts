import { formatPrice, type Locale } from '@veloport/domain';

type NoticeMail = {
  locale: Locale;
  name: string;
  bike: string;
  endDate: string;
  buyOutCents: number;
  instalmentCents: number;
  link: string;
};

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The end-of-lease notice in the reader's language: the three options and the link where the choice is made. */
export function endNoticeMail(m: NoticeMail): { subject: string; text: string } {
  const price = formatPrice(m.buyOutCents);
  const instalment = formatPrice(m.instalmentCents);
  if (m.locale === 'nl') {
    return {
      subject: `Veloport: uw leasing van ${m.bike} eindigt op ${day(m.endDate)}`,
      text: [
        `Beste ${m.name},`,
        '',
        `Het leasingcontract van ${m.bike} eindigt op ${day(m.endDate)}. U hebt drie mogelijkheden:`,
        `- de fiets kopen aan de aankoopoptie van 16 % van de waarde: ${price}, te betalen in 24 maandelijkse termijnen van ongeveer ${instalment};`,
        '- de fiets terugbrengen;',
        '- een nieuwe leasing beginnen.',
        '',
        `Geef uw keuze door via ${m.link}`,
        '',
        'Het Veloport-team',
      ].join('\n'),
    };
  }
  if (m.locale === 'en') {
    return {
      subject: `Veloport: your lease of ${m.bike} ends on ${day(m.endDate)}`,
      text: [
        `Dear ${m.name},`,
        '',
        `The leasing contract of ${m.bike} ends on ${day(m.endDate)}. You have three options:`,
        `- buy the bike at the purchase option of 16 % of its value: ${price}, payable in 24 monthly instalments of about ${instalment};`,
        '- return the bike;',
        '- start a new lease.',
        '',
        `Tell us your choice at ${m.link}`,
        '',
        'The Veloport team',
      ].join('\n'),
    };
  }
  return {
    subject: `Veloport : votre leasing de ${m.bike} se termine le ${day(m.endDate)}`,
    text: [
      `Bonjour ${m.name},`,
      '',
      `Le contrat de leasing de ${m.bike} se termine le ${day(m.endDate)}. Trois possibilités s’offrent à vous :`,
      `- acheter le vélo à l’option d’achat de 16 % de sa valeur : ${price}, payable en 24 mensualités d’environ ${instalment} ;`,
      '- rendre le vélo ;',
      '- commencer un nouveau leasing.',
      '',
      `Indiquez votre choix sur ${m.link}`,
      '',
      'L’équipe Veloport',
    ].join('\n'),
  };
}
