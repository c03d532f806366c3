import path from 'node:path';
import { z } from 'zod';
import { repairVatRatesFrom, type RepairVatRates } from '@veloport/domain';
import type { PaymentProvider } from './modules/billing/online-payments/payment-provider';
import type { StripeSettings } from './modules/billing/online-payments/stripe.provider';
import type { AccountingSoftware } from './modules/accounting/horus/accounting-software';
import type { HorusSettings } from './modules/accounting/horus/horus.adapter';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  VELOPORT_DATA_DIR: z.string().default('data'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Veloport <no-reply@veloport.test>'),
  /** Where customers' answers to the shop's e-mails go (the sender is a no-reply address). */
  MAIL_REPLY_TO: z.string().optional(),
  /** Processes serving the portal (node:cluster); more than one needs DATABASE_URL (PGlite is single-process). */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Uploaded files in S3-compatible object storage: s3://KEY:SECRET@HOST:PORT/BUCKET?region=…&forcePathStyle=true&tls=false. Unset: the data folder. */
  S3_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds; seed §9: session and CSRF cookies last 2 hours. */
  SESSION_TTL_SECONDS: z.coerce.number().int().positive().default(7200),
  /**
   * Which proxies may state the client's address in X-Forwarded-For: `true` (any), `false` (none), or
   * addresses, CIDRs and presets (`127.0.0.1`, `10.0.0.0/8`, `loopback`), comma-separated. Default: none.
   * Trusting every loopback or private peer let any client behind the same host pick its own address with
   * each request and walk past the sign-in lock and the public-form limit (issue 10 point 3).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  /**
   * A demo or a rehearsal as of another day (decision 067): the portal's clock starts at this instant (ISO, or a day
   * read as noon in Brussels) and runs from there; the machine's clock is untouched. Unset: the real time.
   */
  VELOPORT_CLOCK_START: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || !Number.isNaN(Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T12:00:00Z` : v)), {
      message: 'an instant (2026-12-24T09:00:00+01:00) or a day (2026-12-24)',
    }),
  /** Days an order may wait on someone before that person gets a daily reminder e-mail (decision 024). */
  ORDER_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(3),
  /** Days after a bill's due date of its first reminder, second reminder and formal notice, rising (decision 047). */
  PAYMENT_REMINDER_DAYS: z
    .string()
    .default('10,25,45')
    .transform((v, ctx) => {
      const days = v.split(',').map((d) => Number(d.trim()));
      if (
        days.length !== 3 ||
        days.some((d) => !Number.isInteger(d) || d < 1 || d > 365) ||
        !(days[0]! < days[1]! && days[1]! < days[2]!)
      ) {
        ctx.addIssue({ code: 'custom', message: 'three rising numbers of days, e.g. 10,25,45' });
        return z.NEVER;
      }
      return days as [number, number, number];
    }),
  /** Lets a scraper outside the loopback and private networks read GET /metrics (Authorization: Bearer …). */
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16)]).optional(),
  /** Tour optimisation (decision 031): the embedded solver on distances estimated from coordinates, or a routing engine. */
  ROUTING_ENGINE: z.enum(['embedded', 'osrm', 'vroom']).default('embedded'),
  /** An OSRM server (http://host:5000): its /table service gives road distances and times (with `osrm`, and with `vroom` when set). */
  OSRM_URL: z.string().url().optional(),
  OSRM_PROFILE: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('driving'),
  /** A VROOM server (vroom-express, http://host:3000): it orders the stops (with `vroom`). */
  VROOM_URL: z.string().url().optional(),
  /** The embedded estimate: road distance = straight line × factor, at an average speed. */
  ROUTING_DETOUR_FACTOR: z.coerce.number().min(1).max(3).default(1.3),
  ROUTING_SPEED_KMH: z.coerce.number().positive().max(130).default(30),
  /** A Nominatim server (https://nominatim.openstreetmap.org or your own) to place addresses; unset: placed by hand. */
  GEOCODER_URL: z.string().url().optional(),
  /** The map's tiles (decision 032): an XYZ template; its origin is allowed in the pages' img-src. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/)
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  /** Boxes (decision 036): the secret a box's webhook sends in X-Box-Secret; unset, only staff record openings. */
  BOX_WEBHOOK_SECRET: z.union([z.literal(''), z.string().min(16)]).optional(),
  /** The Nuki Web API for boxes connected through Nuki (decision 036); without a token, such boxes cannot be added. */
  NUKI_API_URL: z.string().url().default('https://api.nuki.io'),
  NUKI_API_TOKEN: z.string().optional(),
  /** The letterhead of bills (decision 043): who bills, where, VAT number, and the account a transfer pays into. */
  BUSINESS_NAME: z.string().min(1).max(70).default('Veloport SRL'),
  BUSINESS_ADDRESS: z.string().min(1).max(200).default('Boulevard de la Sauvenière 1, 4000 Liège, BE'),
  BUSINESS_VAT_NUMBER: z.string().min(1).max(20).default('BE0123456749'),
  /** The register of legal persons and its court's division (RPM/RPR), printed on bills (Code of companies, art. 2:20). */
  BUSINESS_REGISTER: z.string().min(1).max(60).default('RPM Liège, division Liège'),
  BUSINESS_IBAN: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,34}$/i)
    .default('BE68539007547034'),
  BUSINESS_BIC: z
    .string()
    .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/i)
    .default('GKCCBEBB'),
  /** Online payment through Stripe Checkout (decision 050); without both keys the "Pay online" button is hidden. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  /** Peppol e-invoices (decision 045): the access point, an outbox folder by default or Storecove's API. */
  PEPPOL_ACCESS_POINT: z.enum(['outbox', 'storecove']).default('outbox'),
  PEPPOL_OUTBOX_DIR: z.string().optional(),
  STORECOVE_API_URL: z.string().url().default('https://api.storecove.com/api/v2'),
  STORECOVE_API_KEY: z.string().optional(),
  STORECOVE_LEGAL_ENTITY_ID: z.coerce.number().int().positive().optional(),
  /** Horus (decision 107): the integration registered with the vendor; without the client id and secret it is off. */
  HORUS_CLIENT_ID: z.string().optional(),
  HORUS_CLIENT_SECRET: z.string().optional(),
  HORUS_AUTH_URL: z.string().url().default('https://auth.horus.be'),
  HORUS_API_URL: z.string().url().default('https://api.horus.be/v1'),
  /** The secret the access point signs inbound supplier invoices with (decision 107); without it the webhook is off. */
  PEPPOL_INBOUND_SECRET: z.string().min(16).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailReplyTo: string | undefined;
  workers: number;
  s3Url: string | undefined;
  logLevel: string;
  clockStart: string | undefined;
  sessionTtlSeconds: number;
  trustProxy: boolean | string;
  webDistDir: string;
  metricsToken: string | undefined;
  orderReminderDays: number;
  paymentReminderDays: readonly [number, number, number];
  routing: RoutingConfig;
  geocoderUrl: string | undefined;
  /** Workshop VAT: repair labour (6 %) and parts (21 %), REPAIR_VAT_LABOUR_RATE / REPAIR_VAT_PARTS_RATE (decision 030). */
  repairVatRates: RepairVatRates;
  mapTiles: { url: string; attribution: string };
  /** Boxes and their key codes (decision 036). */
  boxes: { webhookSecret: string | undefined; nuki: { url: string; token: string } | undefined };
  /** Bills' letterhead and the account of their QR code (decision 043). */
  business: BusinessIdentity;
  /** Online payment (decision 050): Stripe when both keys are set; `provider` replaces it (the tests' double). */
  onlinePayments: { stripe: StripeSettings | undefined; provider?: PaymentProvider };
  peppol: PeppolConfig;
  /** The accountant's software (decision 107): Horus when registered; `software` replaces it (the tests' fake). */
  accountingSoftware: { horus: HorusSettings | undefined; software?: AccountingSoftware };
};

export type PeppolConfig = {
  accessPoint: 'outbox' | 'storecove';
  outboxDir: string;
  storecove?: { url: string; apiKey: string; legalEntityId: number };
  /** The shared secret of the inbound webhook (decision 107); undefined: supplier invoices come by upload only. */
  inboundSecret?: string;
};
/** Who bills: what a Belgian invoice must name (letterhead, VAT and company number, the register and its court). */
export type BusinessIdentity = { name: string; address: string; vatNumber: string; iban: string; bic: string; register: string };

export type RoutingConfig = {
  engine: 'embedded' | 'osrm' | 'vroom';
  osrmUrl: string | undefined;
  osrmProfile: string;
  vroomUrl: string | undefined;
  detourFactor: number;
  speedKmh: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.parse(env);
  const dataDir = path.resolve(parsed.VELOPORT_DATA_DIR);
  if (parsed.ROUTING_ENGINE === 'osrm' && !parsed.OSRM_URL) throw new Error('ROUTING_ENGINE=osrm needs OSRM_URL');
  if (parsed.ROUTING_ENGINE === 'vroom' && !parsed.VROOM_URL) throw new Error('ROUTING_ENGINE=vroom needs VROOM_URL');
  if (parsed.PEPPOL_ACCESS_POINT === 'storecove' && !(parsed.STORECOVE_API_KEY && parsed.STORECOVE_LEGAL_ENTITY_ID))
    throw new Error('PEPPOL_ACCESS_POINT=storecove needs STORECOVE_API_KEY and STORECOVE_LEGAL_ENTITY_ID');
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    publicUrl: (parsed.PUBLIC_URL ?? `http://${parsed.HOST}:${parsed.PORT}`).replace(/\/$/, ''),
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    mailReplyTo: parsed.MAIL_REPLY_TO || undefined,
    workers: parsed.WORKERS,
    s3Url: parsed.S3_URL || undefined,
    logLevel: parsed.LOG_LEVEL,
    clockStart: parsed.VELOPORT_CLOCK_START || undefined,
    sessionTtlSeconds: parsed.SESSION_TTL_SECONDS,
    trustProxy: parsed.TRUST_PROXY,
    metricsToken: parsed.METRICS_TOKEN || undefined,
    orderReminderDays: parsed.ORDER_REMINDER_DAYS,
    paymentReminderDays: parsed.PAYMENT_REMINDER_DAYS,
    routing: {
      engine: parsed.ROUTING_ENGINE,
      osrmUrl: parsed.OSRM_URL?.replace(/\/$/, ''),
      osrmProfile: parsed.OSRM_PROFILE,
      vroomUrl: parsed.VROOM_URL?.replace(/\/$/, ''),
      detourFactor: parsed.ROUTING_DETOUR_FACTOR,
      speedKmh: parsed.ROUTING_SPEED_KMH,
    },
    geocoderUrl: parsed.GEOCODER_URL?.replace(/\/$/, ''),
    repairVatRates: repairVatRatesFrom(env),
    mapTiles: { url: parsed.MAP_TILE_URL, attribution: parsed.MAP_TILE_ATTRIBUTION },
    boxes: {
      webhookSecret: parsed.BOX_WEBHOOK_SECRET || undefined,
      nuki: parsed.NUKI_API_TOKEN ? { url: parsed.NUKI_API_URL.replace(/\/$/, ''), token: parsed.NUKI_API_TOKEN } : undefined,
    },
    business: {
      name: parsed.BUSINESS_NAME,
      address: parsed.BUSINESS_ADDRESS,
      vatNumber: parsed.BUSINESS_VAT_NUMBER,
      iban: parsed.BUSINESS_IBAN.replace(/\s/g, '').toUpperCase(),
      bic: parsed.BUSINESS_BIC.toUpperCase(),
      register: parsed.BUSINESS_REGISTER,
    },
    onlinePayments: {
      stripe:
        parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: parsed.STRIPE_SECRET_KEY,
              webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
              apiUrl: parsed.STRIPE_API_URL.replace(/\/$/, ''),
            }
          : undefined,
    },
    peppol: {
      accessPoint: parsed.PEPPOL_ACCESS_POINT,
      outboxDir: path.resolve(parsed.PEPPOL_OUTBOX_DIR ?? path.join(dataDir, 'peppol-outbox')),
      inboundSecret: parsed.PEPPOL_INBOUND_SECRET || undefined,
      ...(parsed.STORECOVE_API_KEY && parsed.STORECOVE_LEGAL_ENTITY_ID
        ? {
            storecove: { url: parsed.STORECOVE_API_URL, apiKey: parsed.STORECOVE_API_KEY, legalEntityId: parsed.STORECOVE_LEGAL_ENTITY_ID },
          }
        : {}),
    },
    accountingSoftware: {
      horus:
        parsed.HORUS_CLIENT_ID && parsed.HORUS_CLIENT_SECRET
          ? {
              clientId: parsed.HORUS_CLIENT_ID,
              clientSecret: parsed.HORUS_CLIENT_SECRET,
              authUrl: parsed.HORUS_AUTH_URL.replace(/\/$/, ''),
              apiUrl: parsed.HORUS_API_URL.replace(/\/$/, ''),
              redirectUrl: `${(parsed.PUBLIC_URL ?? `http://${parsed.HOST}:${parsed.PORT}`).replace(/\/$/, '')}/api/accounting/horus/callback`,
            }
          : undefined,
    },
    webDistDir: path.resolve(env.VELOPORT_WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist')),
    ...overrides,
  };
}
