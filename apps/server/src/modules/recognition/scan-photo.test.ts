import type { Attachment, AttachmentList } from '@inventario/shared/contracts/attachments';
import type { ScanLinkCreated, ScanSession } from '@inventario/shared/contracts/recognition';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { detect, schoolToCount, start } from './recognition.fixtures.ts';

describe('a phone photographs what it found', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const photo = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 10 } } })
      .jpeg()
      .toBuffer();

  async function phoneOf(inLab = false) {
    const s = await schoolToCount(t);
    const idLocation = inLab ? s.lab : undefined;
    const { id } = (await start(t, s.credentials)).body;
    const link = await send<ScanLinkCreated>(t, s.credentials, 'POST', `/recognition/${id}/scanLink`, {
      idLocation,
    });
    const code = decodeURIComponent(link.body.url.split('#code=')[1] ?? '');
    const session = await call(t, {
      method: 'POST',
      url: '/inventario/api/recognition/scan/session',
      payload: { code },
    });
    const { token } = session.json<ScanSession>();
    const detect = (code: string, idLocation: number) =>
      call(t, {
        method: 'POST',
        url: '/inventario/api/recognition/scan/detect',
        headers: { 'x-scan-token': token },
        payload: { reads: [{ readId: crypto.randomUUID(), code, idLocation }] },
      });
    const shoot = async (idAsset: number) =>
      call(t, {
        method: 'POST',
        url: `/inventario/api/recognition/scan/asset/${idAsset}/photo?fileName=foto.jpg`,
        headers: { 'x-scan-token': token, 'content-type': 'image/jpeg' },
        payload: await photo(),
      });
    return { ...s, id, token, detect, shoot };
  }

  it('attaches the photo to a found asset, and to nothing the phone has not found', async () => {
    const phone = await phoneOf();
    expect((await phone.detect('BM/1', phone.lab)).statusCode).toBe(200);
    const taken = await phone.shoot(phone.pc);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<Attachment>()).toMatchObject({ owner: 'asset', ownerId: phone.pc, kind: 'photo' });

    const listed = await send<AttachmentList>(t, phone.credentials, 'GET', `/attachments/asset/${phone.pc}`);
    expect(listed.body.attachments.map((a) => a.fileName)).toEqual(['foto.jpg']);

    const notFound = await phone.shoot(phone.lim);
    expect([notFound.statusCode, notFound.json().code]).toEqual([404, 'notFound']);
    // The token opens no attachment route of the school.
    const list = await call(t, {
      method: 'GET',
      url: `/inventario/api/attachments/asset/${phone.pc}`,
      headers: { 'x-scan-token': phone.token },
    });
    expect(list.statusCode).toBe(401);
  });

  it("keeps a location's phone to what was found there", async () => {
    const phone = await phoneOf(true);
    expect((await phone.detect('BM/1', phone.lab)).statusCode).toBe(200);
    expect((await phone.shoot(phone.pc)).statusCode).toBe(200);
    // The desk found in the classroom by the user at the computer: not this phone's to photograph.
    const atDesk = await detect(t, phone.credentials, phone.id, {
      code: 'BM/3',
      idLocation: phone.classroom,
    });
    expect(atDesk.status, JSON.stringify(atDesk.body)).toBe(200);
    const refused = await phone.shoot(phone.desk);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
  });
});
