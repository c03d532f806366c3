import { dayNumber } from './brussels-time';
import type { Locale } from './locale';

/**
 * Cycling quotes (spec §3 "Quote: a list of 15 themes"; decision 053): editorial content shipped with the product,
 * in French, Dutch and English, two per theme. The quote of the day walks the themes one a day, so two days in a row
 * never share one, and comes back to a theme fifteen days later with its other quote.
 */
export const QUOTE_THEMES = [
  'freedom',
  'health',
  'environment',
  'commuting',
  'perseverance',
  'adventure',
  'joy',
  'simplicity',
  'community',
  'speed',
  'nature',
  'city',
  'weather',
  'balance',
  'history',
] as const;
export type QuoteTheme = (typeof QUOTE_THEMES)[number];

/** `author` null: a proverb (the screen says so in the reader's language). */
export type CyclingQuote = { id: number; theme: QuoteTheme; author: string | null; text: Record<Locale, string> };

const q = (theme: QuoteTheme, author: string | null, en: string, fr: string, nl: string) => ({ theme, author, text: { en, fr, nl } });

const QUOTES = [
  q(
    'freedom',
    'Susan B. Anthony',
    'I think the bicycle has done more to emancipate women than anything else in the world.',
    'Je pense que le vélo a fait plus pour l’émancipation des femmes que n’importe quoi d’autre au monde.',
    'Ik denk dat de fiets meer heeft gedaan voor de emancipatie van vrouwen dan wat ook ter wereld.',
  ),
  q(
    'freedom',
    null,
    'Two wheels move the body; they also set the mind free.',
    'Deux roues font avancer le corps ; elles libèrent aussi l’esprit.',
    'Twee wielen bewegen het lichaam; ze maken ook de geest vrij.',
  ),
  q(
    'health',
    'John F. Kennedy',
    'Nothing compares to the simple pleasure of riding a bike.',
    'Rien ne vaut le simple plaisir de faire du vélo.',
    'Niets evenaart het eenvoudige plezier van fietsen.',
  ),
  q(
    'health',
    'Arthur Conan Doyle',
    'When the spirits are low, when the day appears dark, just mount a bicycle and go out for a spin down the road.',
    'Quand le moral est bas, quand la journée paraît sombre, enfourchez simplement un vélo et partez faire un tour.',
    'Als de moed je in de schoenen zakt en de dag somber lijkt, stap dan gewoon op een fiets en maak een ritje.',
  ),
  q(
    'environment',
    'Veloport',
    'Every kilometre cycled to work is a kilometre of air left clean.',
    'Chaque kilomètre parcouru à vélo jusqu’au travail est un kilomètre d’air laissé propre.',
    'Elke kilometer die je naar het werk fietst, is een kilometer schone lucht.',
  ),
  q(
    'environment',
    'Iris Murdoch',
    'The bicycle is the most civilised conveyance known to man.',
    'Le vélo est le moyen de transport le plus civilisé que l’homme connaisse.',
    'De fiets is het meest beschaafde vervoermiddel dat de mens kent.',
  ),
  q(
    'commuting',
    'Veloport',
    'The traffic jam is somewhere else: you are already at work.',
    'L’embouteillage est ailleurs : vous êtes déjà au travail.',
    'De file staat ergens anders: jij bent al op het werk.',
  ),
  q(
    'commuting',
    null,
    'A bike to work is a meeting with yourself before the first meeting of the day.',
    'Un trajet à vélo, c’est un rendez-vous avec soi-même avant la première réunion de la journée.',
    'Met de fiets naar het werk is een afspraak met jezelf vóór de eerste vergadering van de dag.',
  ),
  q(
    'perseverance',
    'Greg LeMond',
    'It never gets easier, you just go faster.',
    'Ça ne devient jamais plus facile, on va juste plus vite.',
    'Het wordt nooit makkelijker, je gaat alleen sneller.',
  ),
  q(
    'perseverance',
    'Eddy Merckx',
    'Ride as much or as little, or as long or as short as you feel. But ride.',
    'Roulez beaucoup ou peu, longtemps ou pas, comme vous le sentez. Mais roulez.',
    'Fiets veel of weinig, lang of kort, zoals je het voelt. Maar fiets.',
  ),
  q(
    'adventure',
    'Ernest Hemingway',
    'It is by riding a bicycle that you learn the contours of a country best.',
    'C’est à vélo que l’on apprend le mieux les contours d’un pays.',
    'Op de fiets leer je de contouren van een land het best kennen.',
  ),
  q(
    'adventure',
    null,
    'The best rides start where the map ends.',
    'Les plus belles sorties commencent là où la carte s’arrête.',
    'De mooiste ritten beginnen waar de kaart ophoudt.',
  ),
  q(
    'joy',
    'H. G. Wells',
    'When I see an adult on a bicycle, I do not despair for the future of the human race.',
    'Quand je vois un adulte à vélo, je ne désespère pas de l’avenir de l’humanité.',
    'Als ik een volwassene op een fiets zie, wanhoop ik niet aan de toekomst van de mensheid.',
  ),
  q(
    'joy',
    'Veloport',
    'Nobody has ever come back from a bike ride in a worse mood.',
    'Personne n’est jamais revenu d’une balade à vélo de plus mauvaise humeur.',
    'Niemand is ooit in een slechter humeur teruggekomen van een fietstocht.',
  ),
  q(
    'simplicity',
    null,
    'A bicycle, a road, and nowhere you have to be: that is enough.',
    'Un vélo, une route et nulle part où il faut être : cela suffit.',
    'Een fiets, een weg en nergens waar je moet zijn: dat is genoeg.',
  ),
  q(
    'simplicity',
    'Veloport',
    'Pump the tyres, check the brakes, go. The rest is scenery.',
    'Gonflez les pneus, vérifiez les freins, partez. Le reste, c’est du paysage.',
    'Banden oppompen, remmen nakijken, vertrekken. De rest is landschap.',
  ),
  q(
    'community',
    'Veloport',
    'A team that cycles to work arrives together.',
    'Une équipe qui vient au travail à vélo arrive ensemble.',
    'Een team dat samen naar het werk fietst, komt samen aan.',
  ),
  q(
    'community',
    null,
    'Alone you ride fast; in a group you ride far.',
    'Seul on roule vite ; en groupe on roule loin.',
    'Alleen fiets je snel; in groep fiets je ver.',
  ),
  q(
    'speed',
    null,
    'Speed is a pleasure; arriving is the prize.',
    'La vitesse est un plaisir ; arriver est la récompense.',
    'Snelheid is een plezier; aankomen is de beloning.',
  ),
  q(
    'speed',
    'Veloport',
    'In town, the bike is the fastest way from door to door.',
    'En ville, le vélo est le chemin le plus rapide de porte à porte.',
    'In de stad is de fiets de snelste weg van deur tot deur.',
  ),
  q(
    'nature',
    null,
    'On a bike you do not watch the landscape: you are part of it.',
    'À vélo, on ne regarde pas le paysage : on en fait partie.',
    'Op de fiets kijk je niet naar het landschap: je maakt er deel van uit.',
  ),
  q(
    'nature',
    'Veloport',
    'The wind in your face is the forest saying hello.',
    'Le vent dans le visage, c’est la forêt qui vous salue.',
    'De wind in je gezicht is het bos dat je begroet.',
  ),
  q(
    'city',
    'Veloport',
    'A city seen from a saddle is a city you finally notice.',
    'Une ville vue depuis une selle est une ville qu’on remarque enfin.',
    'Een stad gezien vanaf het zadel is een stad die je eindelijk opmerkt.',
  ),
  q(
    'city',
    null,
    'Parking is never a problem for two wheels.',
    'Se garer n’est jamais un problème sur deux roues.',
    'Parkeren is nooit een probleem op twee wielen.',
  ),
  q(
    'weather',
    null,
    'There is no bad weather, only bad clothing.',
    'Il n’y a pas de mauvais temps, seulement de mauvais vêtements.',
    'Er bestaat geen slecht weer, alleen slechte kleding.',
  ),
  q(
    'weather',
    'Veloport',
    'Rain dries; the pleasure of arriving by bike stays.',
    'La pluie sèche ; le plaisir d’arriver à vélo reste.',
    'Regen droogt op; het plezier van met de fiets aankomen blijft.',
  ),
  q(
    'balance',
    'Albert Einstein',
    'Life is like riding a bicycle. To keep your balance, you must keep moving.',
    'La vie, c’est comme une bicyclette : il faut avancer pour ne pas perdre l’équilibre.',
    'Het leven is als fietsen. Om je evenwicht te bewaren, moet je blijven bewegen.',
  ),
  q(
    'balance',
    null,
    'Work, rest and ride: the three wheels of a good week.',
    'Travail, repos et vélo : les trois roues d’une bonne semaine.',
    'Werken, rusten en fietsen: de drie wielen van een goede week.',
  ),
  q(
    'history',
    'Mark Twain',
    'Get a bicycle. You will not regret it, if you live.',
    'Achetez un vélo. Vous ne le regretterez pas, si vous survivez.',
    'Koop een fiets. Je zult er geen spijt van hebben, als je het overleeft.',
  ),
  q(
    'history',
    'Veloport',
    'Two hundred years after the first draisine, the bicycle is still the most efficient machine ever built.',
    'Deux cents ans après la première draisienne, le vélo reste la machine la plus efficace jamais construite.',
    'Tweehonderd jaar na de eerste loopfiets is de fiets nog altijd de efficiëntste machine ooit gebouwd.',
  ),
] as const;

export const CYCLING_QUOTES: readonly CyclingQuote[] = QUOTES.map((quote, i) => ({ ...quote, id: i + 1 }));

/** The quote of a Brussels day: theme `n mod 15`, then that theme's quotes in turn. */
export function quoteOfTheDay(day: string): CyclingQuote {
  const n = dayNumber(day);
  const theme = QUOTE_THEMES[((n % QUOTE_THEMES.length) + QUOTE_THEMES.length) % QUOTE_THEMES.length]!;
  const ofTheme = CYCLING_QUOTES.filter((quote) => quote.theme === theme);
  return ofTheme[Math.floor(n / QUOTE_THEMES.length) % ofTheme.length]!;
}
