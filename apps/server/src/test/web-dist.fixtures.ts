import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A built web client of three files (WEB_DIST), enough to see how the server sends each kind. */
export async function fakeWebDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'inventario-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/inventario/assets/main-abc123.js"></script>',
  );
  await writeFile(
    path.join(dist, 'popup-callback.html'),
    '<!doctype html><script type="module" src="/inventario/assets/popup-abc123.js"></script>',
  );
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("inventario");');
  return dist;
}
