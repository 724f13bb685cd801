/** `npm run bench -- <name>`: runs bench/<name>/index.ts; without a name, every benchmark. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack';

const BENCH = join(ROOT, 'bench');
const all = readdirSync(BENCH, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(BENCH, d.name, 'index.ts')))
  .map((d) => d.name);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((n) => !all.includes(n));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${all.join(', ')}`);
  process.exit(2);
}
let failed = false;
for (const name of wanted.length > 0 ? wanted : all) {
  console.log(`\n=== bench/${name}`);
  const res = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(BENCH, name, 'index.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  failed ||= res.status !== 0;
}
process.exit(failed ? 1 : 0);
