import { addDays, brusselsToday, weekdayOf, yearOf } from '@veloport/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, signedIn } from '../../test/fixtures';
import { acknowledgementMail, replyMail } from './requests.mail';
import { requestsRepository } from './requests.repository';
import { publicRequestReplies } from './requests.table';

const t = useDemoApp();
const admin = t.signedIn('admin');

/** A day to come, whatever the day the suite runs. */
const nextYear = yearOf(brusselsToday()) + 1;
/** The first Tuesday of June next year: a day Liège is open, whatever the year (decision 098). */
const juneDay = addDays(`${nextYear}-06-01`, (9 - weekdayOf(`${nextYear}-06-01`)) % 7);
const contact = { firstname: 'Lea', lastname: 'Lenoir', email: 'LEA@example.be', locale: 'en' };
const testRide = {
  ...contact,
  phone: '+32 470 12 34 56',
  kind: 'test_ride',
  bikes: 2,
  start: `${juneDay}T09:00:00+02:00`,
  end: `${juneDay}T11:00:00+02:00`,
  rideType: 'ravel',
  size: 'M',
  frameType: 'F',
  helmets: 2,
  bags: 1,
  comment: 'Two people',
  storeId: 1,
  bikeSlug: 'cube-supreme-hybrid-pro-625-2025',
};
let ip = 1;
const visitor = () => t.client({ ip: `198.51.100.${ip++}` });

describe('requests from the public site', () => {
  it('takes a test-ride request with every field, which an admin then finds and answers', async () => {
    const res = await visitor().post('/api/public/requests/test-ride', testRide);
    expect(res.status).toBe(201);
    const list = await admin.get('/api/requests?type=test_ride&status=new');
    const found = list.body.data.find((r: any) => r.id === res.body.id);
    expect(found).toMatchObject({
      type: 'test_ride',
      status: 'new',
      email: 'lea@example.be',
      locale: 'en',
      payload: {
        kind: 'test_ride',
        bikes: 2,
        rideType: 'ravel',
        size: 'M',
        frameType: 'F',
        helmets: 2,
        bags: 1,
        comment: 'Two people',
        storeId: 1,
        bikeSlug: 'cube-supreme-hybrid-pro-625-2025',
        start: testRide.start,
        end: testRide.end,
      },
    });
    const answered = await admin.post(`/api/requests/${res.body.id}/status`, { status: 'answered' });
    expect(answered.body.request).toMatchObject({ status: 'answered', handledBy: { id: admin.user.id, name: 'Anne Admin' } });
    expect((await auditOf(t.db, 'public_request', res.body.id)).map((a) => a.action)).toEqual([
      'request.status_changed',
      'request.test_ride_received',
    ]);
  });

  it('answers a trade-in estimate and keeps it with the request', async () => {
    const year = yearOf(brusselsToday()) - 2;
    const res = await visitor().post('/api/public/requests/trade-in', {
      ...contact,
      brand: 'Btwin',
      year,
      batteryWh: 625,
      condition: 'good',
    });
    expect(res.status).toBe(201);
    expect(res.body.estimate).toEqual({ minCents: 71_000, maxCents: 93_000 });
    const stored = (await admin.get('/api/requests?type=trade_in')).body.data.find((r: any) => r.id === res.body.id);
    expect(stored.payload).toMatchObject({ brand: 'Btwin', year, condition: 'good', estimate: res.body.estimate });
  });

  it('takes contact and leasing requests', async () => {
    expect((await visitor().post('/api/public/requests/contact', { ...contact, message: 'Hello' })).status).toBe(201);
    expect(
      (
        await visitor().post('/api/public/requests/leasing', {
          ...contact,
          phone: '+32 2 123 45 67',
          companyName: 'Initech',
          contractMonths: 36,
        })
      ).status,
    ).toBe(201);
    const types = (await admin.get('/api/requests?perPage=100')).body.data.map((r: any) => r.type);
    expect(types).toEqual(expect.arrayContaining(['contact', 'leasing', 'trade_in', 'test_ride']));
  });

  it("acknowledges every public request by e-mail in the visitor's language, answers going to the shop", async () => {
    const cases = [
      [
        'contact',
        { ...contact, email: 'ack.contact@example.be', locale: 'fr', message: 'Bonjour' },
        'Veloport\u00a0: nous avons bien reçu votre message',
      ],
      [
        'leasing',
        { ...contact, email: 'ack.leasing@example.be', locale: 'nl', phone: '+32 2 123 45 67', companyName: 'Initech', contractMonths: 36 },
        'Veloport: we hebben je leasingaanvraag goed ontvangen',
      ],
      [
        'test-ride',
        { ...testRide, email: 'ack.ride@example.be', locale: 'en' },
        'Veloport: we have received your test-ride or rental request',
      ],
      [
        'trade-in',
        { ...contact, email: 'ack.tradein@example.be', locale: 'fr', brand: 'Btwin', year: 2022, batteryWh: 500, condition: 'good' },
        'Veloport\u00a0: nous avons bien reçu votre demande de reprise',
      ],
    ] as const;
    for (const [path, body, subject] of cases) {
      expect((await visitor().post(`/api/public/requests/${path}`, body)).status).toBe(201);
      const mail = t.inbox.findLast((m) => m.to === body.email);
      expect(mail?.subject).toBe(subject);
      // The sender is a no-reply address: the visitor's answer goes to the shop.
      expect(mail?.replyTo).toBe('Veloport <shop@veloport.test>');
    }
    expect(t.inbox.findLast((m) => m.to === 'ack.ride@example.be')?.text).toContain('To add anything, simply reply to this message.');
  });

  it('never invites a reply when no shop address receives it (no MAIL_REPLY_TO)', () => {
    const request = { type: 'contact' as const, firstname: 'Lea', createdAt: new Date('2026-05-01T10:00:00Z') };
    for (const locale of ['fr', 'en', 'nl'] as const) {
      const withShop = acknowledgementMail(locale, request, true).text;
      const noReply = acknowledgementMail(locale, request, false).text;
      expect(noReply.length).toBeLessThan(withShop.length);
      expect(noReply).not.toMatch(/répondez|reply to this|antwoord dan/i);
      expect(withShop).toMatch(/répondez|reply to this|antwoord dan/i);
      expect(replyMail(locale, request, 'Yes.', 'Anne', false).text).not.toMatch(/répondre à ce|reply to this|antwoorden om/i);
      expect(replyMail(locale, request, 'Yes.', 'Anne', true).text).toMatch(/répondre à ce|reply to this|antwoorden om/i);
    }
  });

  it('refuses missing starred fields and inconsistent dates, storing nothing', async () => {
    const before = (await admin.get('/api/requests')).body.meta.total;
    const res = await visitor().post('/api/public/requests/contact', { firstname: '', lastname: 'X', email: 'not-an-email', message: '' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ firstname: 'required', email: 'invalid_email', message: 'required' });
    const ride = await visitor().post('/api/public/requests/test-ride', {
      ...testRide,
      end: `${juneDay}T08:00:00+02:00`,
      rideType: 'bmx',
      bikes: 0,
    });
    expect(ride.body.error.fields).toEqual({ rideType: 'invalid', bikes: 'too_small' });
    const dates = await visitor().post('/api/public/requests/test-ride', { ...testRide, end: `${juneDay}T08:00:00+02:00` });
    expect(dates.body.error.fields).toEqual({ end: 'end_before_start' });
    const future = await visitor().post('/api/public/requests/trade-in', {
      ...contact,
      brand: 'X',
      year: yearOf(brusselsToday()) + 1,
      batteryWh: 500,
      condition: 'good',
    });
    expect(future.body.error.fields).toEqual({ year: 'too_big' });
    expect((await admin.get('/api/requests')).body.meta.total).toBe(before);
  });

  it('stores phone numbers in E.164, refuses letters and a test ride in the past (Brussels time)', async () => {
    const before = (await admin.get('/api/requests')).body.meta.total;
    const letters = await visitor().post('/api/public/requests/test-ride', { ...testRide, phone: 'abc' });
    expect(letters.status).toBe(422);
    expect(letters.body.error.fields).toEqual({ phone: 'invalid_phone' });
    const contactLetters = await visitor().post('/api/public/requests/contact', { ...contact, phone: '0470 12 34 5x', message: 'Hi' });
    expect(contactLetters.body.error.fields).toEqual({ phone: 'invalid_phone' });
    // Yesterday at 10:00 in Brussels, and one minute ago.
    const yesterday = addDays(brusselsToday(), -1);
    const past = await visitor().post('/api/public/requests/test-ride', {
      ...testRide,
      start: `${yesterday}T10:00:00+01:00`,
      end: `${yesterday}T12:00:00+01:00`,
    });
    expect(past.body.error.fields).toEqual({ start: 'in_the_past' });
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    expect((await visitor().post('/api/public/requests/test-ride', { ...testRide, start: aMinuteAgo })).body.error.fields).toEqual({
      start: 'in_the_past',
    });
    expect((await admin.get('/api/requests')).body.meta.total).toBe(before);

    const local = await visitor().post('/api/public/requests/leasing', { ...contact, phone: '0470/12.34.56' });
    expect(local.status).toBe(201);
    const stored = (await admin.get('/api/requests?type=leasing&perPage=100')).body.data.find((r: any) => r.id === local.body.id);
    expect(stored.phone).toBe('+32470123456');
  });

  it('stops an address after 10 requests in an hour with 429 and Retry-After; another address goes on', async () => {
    const spammer = t.client({ ip: '203.0.113.66' });
    for (let i = 0; i < 10; i++)
      expect((await spammer.post('/api/public/requests/contact', { ...contact, message: `#${i}` })).status).toBe(201);
    const refused = await spammer.post('/api/public/requests/contact', { ...contact, message: 'again' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await visitor().post('/api/public/requests/contact', { ...contact, message: 'fine' })).status).toBe(201);
  });

  it('keeps the back office for admins', async () => {
    expect((await t.client().get('/api/requests')).status).toBe(401);
    const mechanic = await signedIn(t, 'mechanic@veloport.test');
    expect((await mechanic.get('/api/requests')).status).toBe(403);
    expect((await mechanic.post('/api/requests/1/status', { status: 'closed' })).status).toBe(403);
    expect((await admin.post('/api/requests/1/status', { status: 'done' })).body.error.fields).toEqual({ status: 'invalid' });
    expect((await admin.post('/api/requests/999999/status', { status: 'closed' })).status).toBe(404);
  });
});

describe('answering a request from the back office', () => {
  const repliesOf = async (id: number) =>
    Number((await t.db.select({ n: count() }).from(publicRequestReplies).where(eq(publicRequestReplies.requestId, id)))[0]?.n ?? 0);
  const send = async (locale: string, email: string) =>
    (await visitor().post('/api/public/requests/test-ride', { ...testRide, email, locale })).body.id as number;

  it('shows one request with every field, the store by name and its history', async () => {
    const id = await send('en', 'detail@example.be');
    const res = await admin.get(`/api/requests/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({
      id,
      type: 'test_ride',
      status: 'new',
      email: 'detail@example.be',
      payload: { kind: 'test_ride', storeId: 1, bikeSlug: testRide.bikeSlug },
      store: { id: 1, name: 'Liège' },
      handledBy: null,
      replies: [],
      history: [{ kind: 'received', actor: null, from: null, to: 'new', message: null }],
    });
    // The list names the store too; a request without one says so.
    const listed = (await admin.get('/api/requests?type=test_ride&perPage=100')).body.data.find((r: any) => r.id === id);
    expect(listed.store).toEqual({ id: 1, name: 'Liège' });
    const other = (await visitor().post('/api/public/requests/contact', { ...contact, message: 'Hi' })).body.id;
    expect((await admin.get(`/api/requests/${other}`)).body.request.store).toBeNull();
  });

  for (const [locale, subject, greeting, closing] of [
    ['fr', "Veloport\u00a0: réponse à votre demande d'essai ou de location", 'Bonjour Lea,', "L'équipe Veloport"],
    ['en', 'Veloport: an answer to your test-ride or rental request', 'Hello Lea,', 'The Veloport team'],
    ['nl', 'Veloport: antwoord op je aanvraag voor een proefrit of huur', 'Hallo Lea,', 'Het Veloport-team'],
  ] as const) {
    it(`answers by e-mail in the requester's language (${locale}), marks the request answered and keeps the reply in its history`, async () => {
      const email = `reply.${locale}@example.be`;
      const id = await send(locale, email);
      await admin.post(`/api/requests/${id}/status`, { status: 'in_progress' });
      const message = `Yes, the bike is ready for you on Saturday (${locale}).`;
      const res = await admin.post(`/api/requests/${id}/replies`, { message: `  ${message}\n` });
      expect(res.status).toBe(201);
      expect(res.body.request).toMatchObject({
        status: 'answered',
        handledBy: { id: admin.user.id, name: 'Anne Admin' },
        replies: [{ message, author: { id: admin.user.id, name: 'Anne Admin' } }],
      });
      expect(res.body.request.history.map((h: any) => [h.kind, h.actor?.name ?? null, h.from, h.to])).toEqual([
        ['replied', 'Anne Admin', 'in_progress', 'answered'],
        ['status_changed', 'Anne Admin', 'new', 'in_progress'],
        ['received', null, null, 'new'],
      ]);
      expect(res.body.request.history[0].message).toBe(message);
      // The mail really arrived, in the request's language, with the staff's words between greeting and closing.
      const mail = t.inbox.findLast((m) => m.to === email);
      expect(mail?.subject).toBe(subject);
      // The sender is a no-reply address: the customer's answer goes to the shop (MAIL_REPLY_TO).
      expect(mail?.replyTo).toBe('Veloport <shop@veloport.test>');
      expect(mail?.text).toContain(greeting);
      expect(mail?.text).toContain(message);
      expect(mail?.text).toContain(closing);
      expect(mail!.text.indexOf(greeting)).toBeLessThan(mail!.text.indexOf(message));
      expect(mail!.text.indexOf(message)).toBeLessThan(mail!.text.indexOf(closing));
      expect((await auditOf(t.db, 'public_request', id)).map((a) => a.action)).toEqual([
        'request.replied',
        'request.status_changed',
        'request.test_ride_received',
      ]);
      // The same, read again.
      expect((await admin.get(`/api/requests/${id}`)).body.request.replies).toHaveLength(1);
    });
  }

  it('refuses an empty or too long message with field errors, writing and sending nothing', async () => {
    const email = 'empty.reply@example.be';
    const id = await send('fr', email);
    const mails = t.inbox.length;
    const empty = await admin.post(`/api/requests/${id}/replies`, { message: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ message: 'required' });
    expect((await admin.post(`/api/requests/${id}/replies`, {})).body.error.fields).toEqual({ message: 'required' });
    expect((await admin.post(`/api/requests/${id}/replies`, { message: 'x'.repeat(5001) })).body.error.fields).toEqual({
      message: 'too_long',
    });
    await t.drainJobs();
    expect(t.inbox.length).toBe(mails);
    expect(await repliesOf(id)).toBe(0);
    const after = (await admin.get(`/api/requests/${id}`)).body.request;
    expect(after).toMatchObject({ status: 'new', handledBy: null, replies: [] });
    expect((await auditOf(t.db, 'public_request', id)).map((a) => a.action)).toEqual(['request.test_ride_received']);
  });

  it('says when a request came in even without an audit line (demo data, imports)', async () => {
    const row = await requestsRepository.insert(t.db, {
      type: 'contact',
      firstname: 'Old',
      lastname: 'Request',
      email: 'old@example.be',
      locale: 'fr',
      payload: { message: 'Hi' },
      ip: '192.0.2.1',
      createdAt: new Date('2026-01-05T10:00:00Z'),
    });
    expect((await admin.get(`/api/requests/${row.id}`)).body.request.history).toEqual([
      { id: `received-${row.id}`, kind: 'received', at: '2026-01-05T10:00:00.000Z', actor: null, from: null, to: 'new', message: null },
    ]);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await admin.get('/api/requests/999999')).status).toBe(404);
    const mails = t.inbox.length;
    expect((await admin.post('/api/requests/999999/replies', { message: 'Hello' })).status).toBe(404);
    expect(t.inbox.length).toBe(mails);
  });

  it('keeps requests and replies for admins: 401 signed out, 403 for a fleet manager and a mechanic', async () => {
    const id = await send('fr', 'guarded@example.be');
    const mails = t.inbox.length;
    expect((await t.client().get(`/api/requests/${id}`)).status).toBe(401);
    expect((await t.client().post(`/api/requests/${id}/replies`, { message: 'Hello' })).status).toBe(401);
    for (const email of ['fleet@acme.test', 'mechanic@veloport.test']) {
      const caller = await signedIn(t, email);
      expect((await caller.get(`/api/requests/${id}`)).status).toBe(403);
      expect((await caller.post(`/api/requests/${id}/replies`, { message: 'Hello' })).status).toBe(403);
    }
    expect(t.inbox.length).toBe(mails);
    expect(await repliesOf(id)).toBe(0);
  });
});
