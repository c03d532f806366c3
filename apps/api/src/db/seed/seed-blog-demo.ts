import type { Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { blogPosts } from '../../modules/content/blog/blog.table';

const cover = (frame: 'H' | 'F' | 'M', hue: number) => `public/demo-bike-${frame}-${hue}.png`;

/**
 * Demo blog (decision 056): published posts in each language with a cover, a scheduled one and a draft, so the
 * public blog, its feeds and the admin list are filled. Bodies are already allow-listed HTML.
 */
export async function seedBlogDemo(tx: Tx, p: { adminId: number }, clock: Clock): Promise<void> {
  const days = (n: number) => new Date(clock.now().getTime() + n * 86_400_000);
  const post = (
    locale: 'fr' | 'en' | 'nl',
    slug: string,
    title: string,
    summary: string,
    body: string,
    tags: string[],
    publishAt: Date | null,
    coverKey: string | null,
  ) => ({
    locale,
    slug,
    title,
    summary,
    body,
    tags,
    publishAt,
    coverKey,
    authorId: p.adminId,
  });
  await tx
    .insert(blogPosts)
    .values([
      post(
        'fr',
        'bien-choisir-son-velo-electrique',
        'Bien choisir son vélo électrique',
        'Moteur, batterie, cadre : nos conseils pour trouver le vélo qui vous suit tous les jours.',
        '<h2>Le moteur</h2><p>Un moteur central donne une sensation naturelle ; un moteur dans le moyeu est plus simple et moins cher.</p><h2>La batterie</h2><p>Comptez 10 à 15 Wh par kilomètre. Pour 20 km par jour, une batterie de <strong>500 Wh</strong> suffit largement.</p><ul><li>Essayez toujours avant d’acheter</li><li>Vérifiez la taille du cadre</li></ul>',
        ['conseils', 'électrique'],
        days(-20),
        cover('H', 20),
      ),
      post(
        'fr',
        'leasing-velo-avantages-fiscaux',
        'Leasing vélo : ce que gagne votre employeur',
        'Le leasing vélo est déductible à 100 % et exonéré d’avantage de toute nature pour l’employé.',
        '<p>Depuis 2022, le vélo de société est l’un des avantages les plus intéressants en Belgique.</p><h3>Pour l’employé</h3><p>Pas d’avantage de toute nature, et une indemnité vélo cumulable.</p><p>Plus d’infos sur <a href="/fr/leasing-request" rel="noopener noreferrer nofollow">notre page leasing</a>.</p>',
        ['leasing', 'entreprises'],
        days(-8),
        cover('F', 200),
      ),
      post(
        'fr',
        'entretien-hiver',
        'Préparer son vélo pour l’hiver',
        'Éclairage, pneus, chaîne : la liste avant les jours courts.',
        '<p>Nettoyez et graissez la chaîne toutes les deux semaines, vérifiez vos feux.</p>',
        ['entretien'],
        days(5),
        cover('M', 120),
      ),
      post(
        'en',
        'choosing-an-electric-bike',
        'Choosing an electric bike',
        'Motor, battery, frame: our advice to find the bike that follows you every day.',
        '<h2>The motor</h2><p>A mid-drive motor feels natural; a hub motor is simpler and cheaper.</p><h2>The battery</h2><p>Count 10 to 15 Wh per kilometre. For 20 km a day, a <strong>500 Wh</strong> battery is plenty.</p>',
        ['advice', 'electric'],
        days(-19),
        cover('H', 30),
      ),
      post(
        'en',
        'bike-leasing-for-employers',
        'Bike leasing: what your employer gains',
        'Bike leasing is fully deductible and tax-free for the employee in Belgium.',
        '<p>Since 2022, a company bike is one of the most attractive benefits in Belgium.</p><blockquote><p>Our employees come to work in a better mood.</p></blockquote>',
        ['leasing', 'companies'],
        days(-7),
        cover('F', 210),
      ),
      post(
        'en',
        'winter-check',
        'Getting your bike ready for winter',
        'Lights, tyres, chain: the checklist before the short days.',
        '<p>Clean and oil the chain every two weeks and check your lights.</p>',
        ['maintenance'],
        null,
        null,
      ),
      post(
        'nl',
        'een-elektrische-fiets-kiezen',
        'Een elektrische fiets kiezen',
        'Motor, batterij, kader: ons advies om de fiets te vinden die je elke dag volgt.',
        '<h2>De motor</h2><p>Een middenmotor voelt natuurlijk aan; een naafmotor is eenvoudiger en goedkoper.</p><h2>De batterij</h2><p>Reken op 10 tot 15 Wh per kilometer. Voor 20 km per dag volstaat een batterij van <strong>500 Wh</strong>.</p>',
        ['advies', 'elektrisch'],
        days(-18),
        cover('H', 40),
      ),
      post(
        'nl',
        'fietsleasing-voor-werkgevers',
        'Fietsleasing: wat je werkgever wint',
        'Fietsleasing is volledig aftrekbaar en belastingvrij voor de werknemer.',
        '<p>Sinds 2022 is de bedrijfsfiets een van de interessantste voordelen in België.</p>',
        ['leasing', 'bedrijven'],
        days(-6),
        cover('F', 220),
      ),
    ]);
}
