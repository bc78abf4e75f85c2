// `node scripts/boundary-figures.mjs`: the figures of docs/ARCHITECTURE.md's "Boundaries" on the code
// that ships (tests and fixtures left out), for comparing two commits: pairs of server modules that
// need each other, imports of another module's repo, runtime cycles between files, and imports
// between web features other than through a shared feature's index.ts (the config's `sharedFeatures`).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sharedFeatures } from '../.dependency-cruiser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const cruise = JSON.parse(
  execFileSync(
    // The project's Node 22: dependency-cruiser refuses older ones.
    path.join(root, 'node_modules/.bin/node'),
    [
      path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
      ...['apps', 'packages', '--config', '.dependency-cruiser.mjs', '--output-type', 'json'],
    ],
    { cwd: root, maxBuffer: 256 * 1024 * 1024 },
  ).toString(),
);

const isTest = (file) =>
  /\.test\.tsx?$|fixtures|test-tools|test-sign-in|^apps\/server\/src\/test\//.test(file);
const moduleOf = (file) => file.match(/^apps\/server\/src\/modules\/([^/]+)\//)?.[1];
const featureOf = (file) => file.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
const sharedFeatureIndex = new RegExp(`^apps/web/src/features/(${sharedFeatures.join('|')})/index\\.tsx?$`);

const moduleEdges = new Set();
let repoImports = 0;
let crossFeature = 0;
for (const file of cruise.modules.filter((m) => !isTest(m.source))) {
  for (const dependency of file.dependencies) {
    const runtime = !dependency.dependencyTypes.includes('type-only');
    const [from, to] = [moduleOf(file.source), moduleOf(dependency.resolved)];
    if (from && to && from !== to) {
      if (runtime) moduleEdges.add(`${from}>${to}`);
      if (/\.repo\.ts$/.test(dependency.resolved) && !/audit\.repo\.ts$/.test(dependency.resolved))
        repoImports++;
    }
    const [fromFeature, toFeature] = [featureOf(file.source), featureOf(dependency.resolved)];
    const viaShared = sharedFeatureIndex.test(dependency.resolved);
    if (fromFeature && toFeature && fromFeature !== toFeature && !viaShared) crossFeature++;
  }
}
const runtimeCycles = cruise.summary.violations.filter((v) => v.rule.name === 'no-runtime-cycle').length;
const mutualPairs = [...moduleEdges].filter((edge) => {
  const [from, to] = edge.split('>');
  return from < to && moduleEdges.has(`${to}>${from}`);
});

console.log(`mutual module pairs:            ${mutualPairs.length} ${mutualPairs.join(' ')}`);
console.log(`imports of another module's repo: ${repoImports} (the audit writer aside)`);
console.log(`runtime import cycles:           ${runtimeCycles} (type-only imports aside)`);
console.log(`cross-feature imports (web):     ${crossFeature} (through a shared feature's index.ts aside)`);
