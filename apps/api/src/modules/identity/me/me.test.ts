import zlib from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit.table';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();

const OLD_PASSWORD = 'Velo-demo-2026';
const NEW_PASSWORD = 'Nouveau-velo-7';
const loginStatus = async (email: string, password: string) => (await t.client().post('/api/auth/login', { email, password })).status;
const signedIn = async (email: string) => {
  const client = t.client();
  const user = await client.login(email);
  return { client, user };
};

/** A real 1×1 PNG: signature, IHDR, one IDAT row, IEND. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]); // 1×1, 8-bit RGBA
  const pixels = zlib.deflateSync(Buffer.from([0, 0x2e, 0x8b, 0x57, 0xff])); // filter 0, one green pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** PNG magic followed by filler, to reach a given size. */
const pngOfSize = (bytes: number) => Buffer.concat([tinyPng(), Buffer.alloc(bytes - tinyPng().length)]);
const png = (data: Buffer, filename = 'me.png') => ({ filename, contentType: 'image/png', data });

describe('updating my profile', () => {
  const profile = {
    firstname: 'Emilie',
    lastname: 'Employée-Martin',
    phone: '+32 470 00 11 22',
    address: 'Rue de la Gare 1, 4000 Liège',
    size: 172,
    language: 'en',
    anonymousInRanking: true,
  };

  it('saves every field and answers the updated user, which the session then sees', async () => {
    const { client } = await signedIn('employee@acme.test');
    const res = await client.put('/api/me', profile);
    expect(res.status).toBe(200);
    // The phone is kept in E.164, whatever spacing was typed.
    const saved = { ...profile, phone: '+32470001122' };
    expect(res.body.user).toMatchObject(saved);
    expect(res.body.user.email).toBe('employee@acme.test');
    expect((await client.get('/api/auth/me')).body.user).toMatchObject(saved);
  });

  it('clears optional fields sent empty', async () => {
    const { client } = await signedIn('employee@acme.test');
    const res = await client.put('/api/me', { ...profile, phone: '', address: null, size: null });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ phone: null, address: null, size: null });
  });

  it('ignores fields a user may not change: e-mail, admin flag, permissions, company', async () => {
    const { client, user } = await signedIn('employee@acme.test');
    const res = await client.put('/api/me', { ...profile, email: 'boss@acme.test', isAdmin: true, permission: ['admin'], company: null });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'employee@acme.test', isAdmin: false, permission: [], company: user.company });
    expect((await client.get('/api/companies/list/minimal')).status).toBe(403);
  });

  it.each([
    [79, 'too_small'],
    [251, 'too_big'],
    [170.5, 'invalid'],
    ['tall', 'invalid'],
  ])('refuses a size of %s cm with fields.size and changes nothing', async (size, code) => {
    const { client } = await signedIn('employee@acme.test');
    const before = (await client.get('/api/auth/me')).body.user;
    const res = await client.put('/api/me', { ...profile, firstname: 'Changed', size });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toEqual({ size: code });
    expect((await client.get('/api/auth/me')).body.user).toEqual(before);
  });

  it('refuses a blank first name, a missing size and an unknown language', async () => {
    const { client } = await signedIn('employee@acme.test');
    const res = await client.put('/api/me', { ...profile, firstname: ' ', size: undefined, language: 'de' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ firstname: 'required', size: 'required', language: 'invalid' });
  });

  it('records the change with before and after in the audit log, never the password hash', async () => {
    const { client, user } = await signedIn('fleet@acme.test');
    await client.put('/api/me', { ...profile, firstname: 'Fiona-Audit' });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.profile_updated'), eq(auditLog.entityId, String(user.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      actorId: user.id,
      entity: 'user',
      before: expect.objectContaining({ firstname: 'Fiona' }),
      after: expect.objectContaining({ firstname: 'Fiona-Audit' }),
    });
    expect(JSON.stringify(row)).not.toMatch(/passwordHash|password_hash|argon2/);
  });

  it('requires a signed-in user', async () => {
    const res = await t.client().put('/api/me', profile);
    expect(res.status).toBe(401);
  });
});

describe('changing my password', () => {
  const email = 'private@example.com';
  const change = (currentPassword: string, password = NEW_PASSWORD) => ({ currentPassword, password, passwordConfirmation: password });

  it('refuses a wrong current password with fields.currentPassword and keeps the old one', async () => {
    const { client } = await signedIn(email);
    const res = await client.post('/api/me/password', change('Not-my-password-1'));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ currentPassword: 'wrong_password' });
    expect(await loginStatus(email, OLD_PASSWORD)).toBe(200);
  });

  it('refuses a weak new password', async () => {
    const { client } = await signedIn(email);
    const res = await client.post('/api/me/password', change(OLD_PASSWORD, 'short'));
    expect(res.status).toBe(422);
    expect(res.body.error.fields.password).toBe('too_short');
    expect(await loginStatus(email, OLD_PASSWORD)).toBe(200);
  });

  it('sets the new password, keeps this browser signed in and signs out the others', async () => {
    const other = await signedIn(email);
    const { client } = await signedIn(email);

    const res = await client.post('/api/me/password', change(OLD_PASSWORD));
    expect(res.status).toBe(204);

    expect((await client.get('/api/auth/check')).body.authenticated).toBe(true);
    expect((await other.client.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
    expect(await loginStatus(email, OLD_PASSWORD)).toBe(401);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });
});

describe('my avatar', () => {
  it('uploads a PNG that I, my colleagues and admins can fetch, but not another company', async () => {
    const image = tinyPng();
    const me = await signedIn('employee@acme.test');
    const res = await me.client.upload('/api/me/avatar', png(image));
    expect(res.status).toBe(200);
    const url: string = res.body.user.avatarUrl;
    expect(url).toMatch(new RegExp(`^/api/users/${me.user.id}/avatar`));
    expect((await me.client.get('/api/auth/me')).body.user.avatarUrl).toBe(url);

    for (const viewer of [me.client, (await signedIn('fleet@acme.test')).client, (await signedIn('admin@veloport.test')).client]) {
      const got = await viewer.get(url);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.bytes.equals(image)).toBe(true);
    }

    const outsider = await signedIn('employee@globex.test');
    const refused = await outsider.client.get(url);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('not_found');
    expect((await t.client().get(url)).status).toBe(401);
  });

  it('replaces the previous avatar with the new one', async () => {
    const { client } = await signedIn('fleet@acme.test');
    const first = (await client.upload('/api/me/avatar', png(tinyPng()))).body.user.avatarUrl;
    const bigger = pngOfSize(4096);
    const second = (await client.upload('/api/me/avatar', png(bigger))).body.user.avatarUrl;
    expect(second).not.toBe(first);
    expect((await client.get(second)).bytes.equals(bigger)).toBe(true);
  });

  it('judges the bytes, not the name: a text file named .png is refused', async () => {
    const { client } = await signedIn('mechanic@veloport.test');
    const res = await client.upload('/api/me/avatar', png(Buffer.from('I am not an image\n'), 'fake.png'));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('file_type_invalid');
    expect((await client.get('/api/auth/me')).body.user.avatarUrl).toBeNull();
  });

  it('accepts an image up to 2 MB, even above the 1 MB limit of JSON bodies', async () => {
    const { client } = await signedIn('mechanic@veloport.test');
    const res = await client.upload('/api/me/avatar', png(pngOfSize(2 * 1024 * 1024)));
    expect(res.status).toBe(200);
    expect(res.body.user.avatarUrl).not.toBeNull();
  });

  it('refuses an image over 2 MB with 413 and keeps the avatar I had', async () => {
    const { client } = await signedIn('fleet@globex.test');
    const before = (await client.upload('/api/me/avatar', png(tinyPng()))).body.user.avatarUrl;
    const res = await client.upload('/api/me/avatar', png(pngOfSize(2 * 1024 * 1024 + 1)));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('file_too_large');
    expect((await client.get('/api/auth/me')).body.user.avatarUrl).toBe(before);
  });

  it('refuses a far larger upload with 413, never a 500', async () => {
    const { client } = await signedIn('fleet@globex.test');
    const res = await client.upload('/api/me/avatar', png(pngOfSize(12 * 1024 * 1024)));
    expect(res.status).toBe(413);
    expect(['file_too_large', 'payload_too_large']).toContain(res.body.error.code);
  });

  it('refuses a request without a file with 422 file required', async () => {
    const { client } = await signedIn('fleet@globex.test');
    const json = await client.post('/api/me/avatar', {});
    expect(json.status).toBe(422);
    expect(json.body.error.fields).toEqual({ file: 'required' });

    const empty = await client.request('POST', '/api/me/avatar', Buffer.from('--zzz--\r\n'), {
      'content-type': 'multipart/form-data; boundary=zzz',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ file: 'required' });
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    ['a body that is not multipart', 'multipart/form-data; boundary=zzz', 'garbage'],
    [
      'a file part cut short',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    ],
  ])('refuses malformed multipart (%s) with 422, never 500 or "too large"', async (_case, contentType, body) => {
    const { client } = await signedIn('fleet@globex.test');
    const res = await client.request('POST', '/api/me/avatar', Buffer.from(body, 'latin1'), { 'content-type': contentType });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('removes my avatar, after which its URL is gone', async () => {
    const { client } = await signedIn('employee@globex.test');
    const url = (await client.upload('/api/me/avatar', png(tinyPng()))).body.user.avatarUrl;
    const res = await client.delete('/api/me/avatar');
    expect(res.status).toBe(200);
    expect(res.body.user.avatarUrl).toBeNull();
    expect((await client.get('/api/auth/me')).body.user.avatarUrl).toBeNull();
    expect((await client.get(url)).status).toBe(404);
  });
});
