import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { fixture } from '../../src/test-support/media-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('a client that disconnects mid-upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves no partial file and no row', async () => {
    const { auth } = await signUpAndLogIn(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const boundary = 'cut-short';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/v1/audio HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: ${auth.authorization}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${50 * 1024 * 1024}`,
        '',
        head,
      ].join('\r\n'),
    );
    // Half a megabyte of the promised fifty, then the connection drops.
    const wav = fixture('tone.wav');
    for (let sent = 0; sent < 512 * 1024; sent += wav.length) socket.write(wav);
    const media = join(t.dataDir, 'media');
    await vi.waitFor(() => expect(existsSync(media) && readdirSync(media).length).toBe(1), { timeout: 5000 });
    socket.destroy();

    await vi.waitFor(() => expect(readdirSync(media)).toEqual([]), { timeout: 5000 });
    expect(await t.ctx.db.selectFrom('audio').select('id').execute()).toEqual([]);
  });
});
