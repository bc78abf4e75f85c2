// The boundary check itself: a tree that breaks each rule on purpose fails it, naming the rule and
// the importing file; a tree that keeps them passes. Runs the project's configs on small trees laid
// out like the project.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const trees = [];

/** A project tree of the given files (path → source), with the project's boundary configs. */
function tree(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'inventario-boundaries-'));
  trees.push(dir);
  for (const config of ['.dependency-cruiser.mjs', '.dependency-cruiser.production.mjs']) {
    cpSync(path.join(root, config), path.join(dir, config));
  }
  const all = {
    'apps/web/tsconfig.json':
      '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } }, "include": ["src"] }',
    'apps/web/src/main.ts': 'export const main = 1;\n',
    'packages/shared/src/index.ts': 'export const shared = 1;\n',
    ...files,
  };
  for (const [file, source] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

function check(dir, config) {
  const run = spawnSync(
    process.execPath,
    [depcruise, 'apps', 'packages', '--config', config, '--output-type', 'err'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

/** A package the rules name (zod), as npm would install it. */
const zodPackage = {
  'node_modules/zod/package.json': '{ "name": "zod", "type": "module", "main": "index.js" }\n',
  'node_modules/zod/index.js': 'export const z = {};\n',
};

/** Each check starts dependency-cruiser, a second or two on a busy machine. */
const CHECK_TIMEOUT = 60_000;

describe('npm run lint:boundaries', () => {
  it(
    'fails on each broken rule, naming the rule and the file',
    () => {
      const dir = tree({
        'apps/server/src/modules/a/a.repo.ts': 'export const rows = () => [];\n',
        'apps/server/src/modules/a/a.service.ts':
          "import { one } from '../b/b.service.ts';\nexport const list = () => one;\n",
        'apps/server/src/modules/b/b.service.ts':
          "import { rows } from '../a/a.repo.ts';\nimport { list } from '../a/a.service.ts';\nexport const one = rows().length + list.length;\n",
        'apps/server/src/db/client.ts':
          "import { rows } from '../modules/a/a.service.ts';\nexport const db = rows;\n",
        'apps/web/src/features/x/api/get-x.ts': 'export const getX = () => 1;\n',
        'apps/web/src/features/x/index.ts': "export { getX } from './api/get-x.ts';\n",
        'apps/web/src/features/y/pages/y-page.ts':
          "import { getX } from '../../x/api/get-x.ts';\nexport const y = getX;\n",
        'apps/web/src/components/z.ts':
          "import { getX } from '../features/x/index.ts';\nexport const z = getX;\n",
        'apps/web/src/lib/server-call.ts':
          "import { db } from '../../../server/src/db/client.ts';\nexport const call = db;\n",
        'packages/shared/src/uses-web.ts':
          "import { main } from '../../../apps/web/src/main.ts';\nexport const u = main;\n",
        ...zodPackage,
        'apps/server/src/config.ts': "import { z } from 'zod';\nexport const config = z;\n",
      });
      const files = check(dir, '.dependency-cruiser.mjs');
      expect(files.failed).toBe(true);
      for (const line of [
        'repo-is-private: apps/server/src/modules/b/b.service.ts → apps/server/src/modules/a/a.repo.ts',
        'no-runtime-cycle: apps/server/src/modules/a/a.service.ts',
        'db-and-http-below-modules: apps/server/src/db/client.ts → apps/server/src/modules/a/a.service.ts',
        'feature-through-index: apps/web/src/features/y/pages/y-page.ts → apps/web/src/features/x/api/get-x.ts',
        'components-below-features: apps/web/src/components/z.ts → apps/web/src/features/x/index.ts',
        'web-never-imports-server: apps/web/src/lib/server-call.ts → apps/server/src/db/client.ts',
        'shared-imports-no-app: packages/shared/src/uses-web.ts → apps/web/src/main.ts',
        'zod-through-shared: apps/server/src/config.ts → node_modules/zod/index.js',
      ]) {
        expect(files.output).toContain(line);
      }
      const modules = check(dir, '.dependency-cruiser.production.mjs');
      expect(modules.failed).toBe(true);
      expect(modules.output).toContain('no-module-cycle: apps/server/src/modules/b');
    },
    CHECK_TIMEOUT,
  );

  it(
    'passes a tree that keeps them: a repo used in its module, a shared feature through its index',
    () => {
      const dir = tree({
        'apps/server/src/modules/a/a.repo.ts': 'export const rows = () => [];\n',
        'apps/server/src/modules/a/a.service.ts':
          "import { rows } from './a.repo.ts';\nexport const list = rows;\n",
        'apps/server/src/modules/b/b.service.ts':
          "import { list } from '../a/a.service.ts';\nexport const one = list;\n",
        'apps/web/src/features/movements/index.ts': 'export const lines = 1;\n',
        'apps/web/src/features/charges/pages/page.ts':
          "import { lines } from '../../movements/index.ts';\nexport const page = lines;\n",
        ...zodPackage,
        'packages/shared/src/zod/storable-zod.ts': "export * from 'zod';\n",
        'packages/shared/src/zod.ts': "import * as z from './zod/storable-zod.ts';\nexport { z };\n",
        'apps/server/src/config.ts':
          "import { z } from '../../../packages/shared/src/zod.ts';\nexport const c = z;\n",
      });
      for (const config of ['.dependency-cruiser.mjs', '.dependency-cruiser.production.mjs']) {
        const result = check(dir, config);
        expect(result.output).toContain('no dependency violations found');
        expect(result.failed).toBe(false);
      }
    },
    CHECK_TIMEOUT,
  );
});
