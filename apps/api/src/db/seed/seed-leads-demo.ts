import type { Clock } from '@veloport/domain';
import { asc } from 'drizzle-orm';
import type { Tx } from '../client';
import { bikeModels } from '../../modules/catalog/catalog.table';
import { publicRequests } from '../../modules/requests/requests.table';
import { leadNotes, leads } from '../../modules/sales/leads/leads.table';

/**
 * Demo leads (decision 022) in every status and source: a leasing request from the public site (with its request),
 * a Globex contact the sales staff already called (the journey makes an offer from it), a private person without an
 * account, a contact-form lead, a lost one, and Emile's, whose offer was made.
 */
export async function seedLeadsDemo(
  tx: Tx,
  p: { adminId: number; salesId: number; acmeEmployeeOfferId: number },
  _clock: Clock,
): Promise<void> {
  const models = await tx.select().from(bikeModels).orderBy(asc(bikeModels.id)).limit(2);
  const model = (i: number) => (models[i] ? { modelId: models[i].id, size: models[i].sizes[0] ?? null } : {});
  const [request] = await tx
    .insert(publicRequests)
    .values({
      type: 'leasing',
      firstname: 'Sofie',
      lastname: 'Peeters',
      email: 'sofie.peeters@example.be',
      phone: '+32 476 11 22 33',
      locale: 'nl',
      payload: {
        companyName: 'Initech',
        bikeSlug: null,
        contractMonths: 36,
        message: 'Ik wil graag een speedpedelec leasen via mijn werkgever.',
      },
      ip: '192.0.2.20',
    })
    .returning({ id: publicRequests.id });
  const rows = await tx
    .insert(leads)
    .values([
      {
        source: 'leasing_request',
        requestId: request!.id,
        firstname: 'Sofie',
        lastname: 'Peeters',
        email: 'sofie.peeters@example.be',
        phone: '+32 476 11 22 33',
        companyName: 'Initech',
        locale: 'nl',
        ...model(0),
        message: 'Ik wil graag een speedpedelec leasen via mijn werkgever.',
      },
      {
        source: 'typed',
        status: 'contacted',
        firstname: 'Gaston',
        lastname: 'Gérard',
        email: 'gaston.gerard@example.be',
        phone: '+32 2 555 12 34',
        companyName: 'Globex',
        vatNumber: 'BE0987654321',
        locale: 'fr',
        ...model(1),
        message: 'Trois vélos de fonction pour l’équipe commerciale.',
        createdById: p.salesId,
      },
      {
        source: 'typed',
        firstname: 'Marc',
        lastname: 'Martin',
        email: 'marc.martin@example.be',
        phone: '+32 470 98 76 54',
        locale: 'fr',
        ...model(0),
        message: 'Passé au magasin, intéressé par un vélo cargo.',
        createdById: p.adminId,
      },
      {
        source: 'contact',
        firstname: 'Lucie',
        lastname: 'Renard',
        email: 'lucie.renard@example.be',
        locale: 'fr',
        message: 'Faites-vous des offres pour les indépendants ?',
        createdById: p.adminId,
      },
      {
        source: 'typed',
        status: 'lost',
        firstname: 'Tom',
        lastname: 'Claes',
        email: 'tom.claes@example.be',
        locale: 'nl',
        companyName: 'Claes BV',
        message: 'Heeft elders gekocht.',
        createdById: p.salesId,
      },
      {
        source: 'typed',
        status: 'offer_made',
        firstname: 'Emile',
        lastname: 'Employé',
        email: 'employee@acme.test',
        companyName: 'Acme',
        locale: 'fr',
        ...model(0),
        offerId: p.acmeEmployeeOfferId,
        createdById: p.salesId,
      },
    ])
    .returning({ id: leads.id });
  await tx.insert(leadNotes).values([
    { leadId: rows[1]!.id, body: 'Appelé : veut une offre en leasing sur 36 mois, tailles M et L.', authorId: p.salesId },
    { leadId: rows[4]!.id, body: 'A acheté ailleurs, moins cher.', authorId: p.salesId },
  ]);
}
