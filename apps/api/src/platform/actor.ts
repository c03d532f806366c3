import type { FastifyRequest } from 'fastify';
import './request-context';

/** Who is acting, for audit rows and histories: the signed-in user (null for a visitor) and the address. */
export const actorOf = (request: FastifyRequest) => ({ id: request.user?.id ?? null, ip: request.ip });

/** Staff of the business: the back-office roles of seed §6. */
export const STAFF = ['admin', 'bikeMechanic', 'order', 'search'] as const;
export const ADMIN = { auth: true, permission: ['admin'] } as const;
