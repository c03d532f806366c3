import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventGameInputSchema,
  eventGameListSchema,
  eventGameParamSchema,
  eventGameSchema,
  eventIdParamSchema,
  eventInputSchema,
  eventLeaderboardQuerySchema,
  eventLeaderboardSchema,
  eventListQuerySchema,
  eventListSchema,
  eventMemberInputSchema,
  eventMemberParamSchema,
  eventPointsEntrySchema,
  eventPointsInputSchema,
  eventPointsListSchema,
  eventSchema,
  eventTeamInputSchema,
  eventTeamListSchema,
  eventTeamParamSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { leaderboardColumns } from './events.export';
import type { EventsService } from './events.service';

const tags = ['content'];
const signedIn = { access: { auth: true } } as const;
const admin = { access: ADMIN } as const;
/** Teams, members and points: admins, and the fleet manager of the event's company (checked by the service). */
const organisers = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;

/** Cycling events (issue 15, decision 057): events, teams, games, points and the live leaderboard. */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.get(
    '/api/events',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Events the caller may see (everyone's and their company's; all for admins); ?upcoming=true from today",
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema },
      },
    },
    async (request) => events.list(request.user!, request.query),
  );
  app.post(
    '/api/events',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create an event for one company or for everyone (admin)',
        body: eventInputSchema,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await events.create(request.user!, request.body, actorOf(request))),
  );
  app.get(
    '/api/events/:id',
    {
      config: signedIn,
      schema: { tags, summary: "An event; another company's event is 404", params: eventIdParamSchema, response: { 200: eventSchema } },
    },
    async (request) => events.detail(request.user!, request.params.id),
  );
  app.put(
    '/api/events/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Change an event's title, date, place, description or company (admin)",
        params: eventIdParamSchema,
        body: eventInputSchema,
        response: { 200: eventSchema },
      },
    },
    async (request) => events.update(request.user!, request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    '/api/events/:id',
    { config: admin, schema: { tags, summary: 'Delete an event with its teams, games and points (admin)', params: eventIdParamSchema } },
    async (request, reply) => {
      await events.remove(request.user!, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/events/:id/teams',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The event's teams with their members, and the caller's team",
        params: eventIdParamSchema,
        response: { 200: eventTeamListSchema },
      },
    },
    async (request) => events.teams(request.user!, request.params.id),
  );
  app.post(
    '/api/events/:id/teams',
    {
      config: organisers,
      schema: {
        tags,
        summary: 'Create a team (admin, or the fleet manager of the event company)',
        params: eventIdParamSchema,
        body: eventTeamInputSchema,
        response: { 201: eventTeamListSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await events.createTeam(request.user!, request.params.id, request.body.name, actorOf(request))),
  );
  app.put(
    '/api/events/:id/teams/:teamId',
    {
      config: organisers,
      schema: {
        tags,
        summary: 'Rename a team',
        params: eventTeamParamSchema,
        body: eventTeamInputSchema,
        response: { 200: eventTeamListSchema },
      },
    },
    async (request) => events.renameTeam(request.user!, request.params.id, request.params.teamId, request.body.name, actorOf(request)),
  );
  app.delete(
    '/api/events/:id/teams/:teamId',
    {
      config: organisers,
      schema: {
        tags,
        summary: 'Delete a team with its members and points',
        params: eventTeamParamSchema,
        response: { 200: eventTeamListSchema },
      },
    },
    async (request) => events.removeTeam(request.user!, request.params.id, request.params.teamId, actorOf(request)),
  );
  app.post(
    '/api/events/:id/teams/:teamId/join',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Join a team; 409 conflict when already in a team of the event',
        params: eventTeamParamSchema,
        response: { 200: eventTeamListSchema },
      },
    },
    async (request) => events.join(request.user!, request.params.id, request.params.teamId, actorOf(request)),
  );
  app.post(
    '/api/events/:id/teams/:teamId/leave',
    { config: signedIn, schema: { tags, summary: 'Leave my team', params: eventTeamParamSchema, response: { 200: eventTeamListSchema } } },
    async (request) => events.leave(request.user!, request.params.id, request.params.teamId, actorOf(request)),
  );
  app.post(
    '/api/events/:id/teams/:teamId/members',
    {
      config: organisers,
      schema: {
        tags,
        summary: 'Put a person in a team (moved from their team of the event, if any)',
        params: eventTeamParamSchema,
        body: eventMemberInputSchema,
        response: { 200: eventTeamListSchema },
      },
    },
    async (request) => events.putMember(request.user!, request.params.id, request.params.teamId, request.body.userId, actorOf(request)),
  );
  app.delete(
    '/api/events/:id/teams/:teamId/members/:userId',
    {
      config: organisers,
      schema: { tags, summary: 'Take a person out of a team', params: eventMemberParamSchema, response: { 200: eventTeamListSchema } },
    },
    async (request) =>
      events.removeMember(request.user!, request.params.id, request.params.teamId, request.params.userId, actorOf(request)),
  );

  app.get(
    '/api/events/:id/games',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The event's games with each team's points",
        params: eventIdParamSchema,
        response: { 200: eventGameListSchema },
      },
    },
    async (request) => events.games(request.user!, request.params.id),
  );
  app.post(
    '/api/events/:id/games',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a game: km ridden, days cycled to work or quiz (admin)',
        params: eventIdParamSchema,
        body: eventGameInputSchema,
        response: { 201: eventGameSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await events.createGame(request.user!, request.params.id, request.body, actorOf(request))),
  );
  app.put(
    '/api/events/:id/games/:gameId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a game (admin)',
        params: eventGameParamSchema,
        body: eventGameInputSchema,
        response: { 200: eventGameSchema },
      },
    },
    async (request) => events.updateGame(request.user!, request.params.id, request.params.gameId, request.body, actorOf(request)),
  );
  app.delete(
    '/api/events/:id/games/:gameId',
    { config: admin, schema: { tags, summary: 'Delete a game and its points (admin)', params: eventGameParamSchema } },
    async (request, reply) => {
      await events.removeGame(request.user!, request.params.id, request.params.gameId, actorOf(request));
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/events/:id/games/:gameId/points',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A game's points entries, newest first, with who entered them and when",
        params: eventGameParamSchema,
        response: { 200: eventPointsListSchema },
      },
    },
    async (request) => events.points(request.user!, request.params.id, request.params.gameId),
  );
  app.post(
    '/api/events/:id/games/:gameId/points',
    {
      config: organisers,
      schema: {
        tags,
        summary: "Enter points for a team (admin, or the event company's fleet manager); negative to correct",
        params: eventGameParamSchema,
        body: eventPointsInputSchema,
        response: { 201: eventPointsEntrySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await events.addPoints(request.user!, request.params.id, request.params.gameId, request.body, actorOf(request))),
  );

  listRoute(app, '/api/events/:id/leaderboard', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Teams ranked by points (ties share a rank); the web refreshes it every 15 s; ?format=csv or xlsx downloads it',
      params: eventIdParamSchema,
      querystring: eventLeaderboardQuerySchema,
      response: { 200: eventLeaderboardSchema },
    },
    list: (request) => events.leaderboard(request.user!, request.params.id),
    download: async (request, language) => ({
      fileName: `event-${request.params.id}-leaderboard`,
      rows: (await events.leaderboard(request.user!, request.params.id)).data,
      columns: leaderboardColumns(language),
    }),
  });
};
