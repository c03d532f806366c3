import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, offerSentSchema, type AuthUser, type Clock, type Locale } from '@veloport/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../platform/actor';
import { recordAudit } from '../../platform/audit';
import type { Mailer } from '../../platform/mail';
import { wordsOf } from '../../platform/words';
import type { IdentityService } from '../identity/identity.service';
import { offersRepository } from './offers.repository';
import { conflict, type Actor, type OffersService } from './offers.service';
import { localeOf } from './orders/order-mails';
import { scopeOf } from '../../platform/tenancy';
import { SALES_SCOPE, salesStaffOnly } from './sales.scope';

/** "Your offer is ready to sign", in the customer's language, with the link to their offer page (decision 028). */
export function offerReadyMail(o: { locale: Locale; name: string; offerId: number; link: string }) {
  const t = wordsOf(o.locale, 'mails', 'offers.ready');
  return { subject: t('subject', { id: o.offerId }), text: t('text', { name: o.name, link: o.link }) };
}

export type OfferSendingService = ReturnType<typeof createOfferSendingService>;

/**
 * Staff send an offer in progress to whoever signs it: its user (their "my offers" page), or for a company offer
 * without user the company's fleet managers (their fleet page). Sending again re-sends; each send is in the history.
 */
export function createOfferSendingService({
  clock,
  db,
  offers,
  identity,
  mail,
  publicUrl,
}: {
  clock: Clock;
  db: Db;
  offers: OffersService;
  identity: IdentityService;
  mail: Mailer;
  publicUrl: string;
}) {
  return {
    async send(viewer: AuthUser, id: number, actor: Actor) {
      const seen = await offers.visible(viewer, id);
      if (seen.status !== 'in_progress') throw conflict('invalid_transition', `An offer ${seen.status} cannot be sent for signature`);
      const [offer] = await offers.views([seen]);
      if (!offer || offer.lines.length === 0) throw conflict('offer_empty', 'An offer without lines cannot be sent');
      const recipients =
        seen.userId !== null
          ? [...(await identity.customersByIds([seen.userId])).values()].map((u) => ({
              ...u,
              link: (l: Locale) => `${publicUrl}/${l}/dashboard/my-offers/${id}`,
            }))
          : seen.companyId !== null
            ? (await identity.holding('fleetManager', [seen.companyId])).map((u) => ({
                ...u,
                link: (l: Locale) => `${publicUrl}/${l}/dashboard/fleet/offers/${id}`,
              }))
            : [];
      if (recipients.length === 0) throw conflict('invalid_transition', 'Nobody can sign this offer yet');
      const sentTo = recipients.map((r) => ({ name: r.name, email: r.email }));
      const row = await db.transaction(async (tx) => {
        const before = await offersRepository.lock(tx, scopeOf(viewer, SALES_SCOPE), id);
        if (!before || before.status !== 'in_progress') throw conflict('invalid_transition', 'The offer is no longer in progress');
        for (const r of recipients) {
          const locale = localeOf(r.language);
          await mail.send({ to: r.email, ...offerReadyMail({ locale, name: r.name, offerId: id, link: r.link(locale) }) }, tx);
        }
        const at = clock.now();
        // Not through `update`: sending does not change what is signed, so the signing check keeps passing.
        const after = await offersRepository.markSent(tx, id, at);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'offer.sent',
          entity: 'offer',
          entityId: id,
          after: { sentAt: at.toISOString(), sentTo },
          ip: actor.ip,
        });
        return after;
      });
      return { sentTo, offer: await offers.view(row) };
    },
  };
}

const staff = { access: { auth: true, permission: ['admin', 'order'] } } as const;

export const offerSendingRoutes: FastifyPluginAsyncZod<{ sending: OfferSendingService }> = async (app, { sending }) => {
  app.post(
    '/api/offers/:id/send',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags: ['sales'],
        summary: 'Mail the customer that the offer is ready to sign (in their language, with the link to it)',
        params: idParamSchema,
        response: { 200: offerSentSchema },
      },
    },
    async (request) => sending.send(request.user!, request.params.id, actorOf(request)),
  );
};
