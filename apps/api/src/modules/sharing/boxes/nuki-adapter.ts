import type { BoxAdapter } from './box-adapter';

export type NukiConfig = { url: string; token: string; fetch?: typeof fetch };

/** Nuki's keypad-code authorization type (Web API `SmartlockAuth.type`). */
const KEYPAD_CODE = 13;
/** All seven days (bit mask Monday 64 … Sunday 1): the validity dates alone bound the code. */
const EVERY_DAY = 127;

/**
 * The Nuki Web API (https://api.nuki.io, decision 036): a keypad code is a smartlock authorization.
 * `PUT /smartlock/{smartlockId}/auth` creates one (204, no body: it is found again by its unique name),
 * `POST /smartlock/{smartlockId}/auth/{id}` changes it, `DELETE /smartlock/{smartlockId}/auth/{id}` removes it.
 */
export function createNukiBoxAdapter(config: NukiConfig): BoxAdapter {
  const doFetch = config.fetch ?? fetch;
  async function call(method: string, path: string, body?: unknown) {
    const res = await doFetch(`${config.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    return res;
  }
  const nameOf = (codeId: number) => `Veloport ${codeId}`;
  const lockOf = (deviceId: string | null) => {
    if (!deviceId || !/^[0-9]+$/.test(deviceId)) throw new Error('A Nuki box needs its smartlock id');
    return deviceId;
  };

  return {
    async program(box, code) {
      const lock = lockOf(box.deviceId);
      const auth = {
        name: nameOf(code.codeId),
        allowedFromDate: code.validFrom.toISOString(),
        allowedUntilDate: code.validUntil.toISOString(),
        allowedWeekDays: EVERY_DAY,
        allowedFromTime: 0,
        allowedUntilTime: 0,
        code: Number(code.code),
      };
      if (code.deviceRef) {
        const res = await call('POST', `/smartlock/${lock}/auth/${encodeURIComponent(code.deviceRef)}`, auth);
        if (res.ok) return { deviceRef: code.deviceRef };
        if (res.status !== 404) throw new Error(`Nuki refused the change: ${res.status}`);
      }
      const created = await call('PUT', `/smartlock/${lock}/auth`, { ...auth, type: KEYPAD_CODE });
      if (!created.ok) throw new Error(`Nuki refused the code: ${created.status}`);
      const list = await call('GET', `/smartlock/${lock}/auth?types=${KEYPAD_CODE}`);
      if (!list.ok) throw new Error(`Nuki did not list the codes: ${list.status}`);
      const found = ((await list.json()) as { id: string; name: string }[]).find((a) => a.name === auth.name);
      if (!found) throw new Error('Nuki has not created the code yet');
      return { deviceRef: String(found.id) };
    },
    async revoke(box, code) {
      if (!code.deviceRef) return;
      const res = await call('DELETE', `/smartlock/${lockOf(box.deviceId)}/auth/${encodeURIComponent(code.deviceRef)}`);
      if (!res.ok && res.status !== 404) throw new Error(`Nuki refused the revocation: ${res.status}`);
    },
  };
}
