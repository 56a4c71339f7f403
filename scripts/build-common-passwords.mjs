// Writes apps/api/src/modules/users/common-passwords.txt.gz: the 10,000 most common passwords,
// one per line, most common first. Source: the frequency-ranked list of @zxcvbn-ts/language-common
// (MIT), fetched from the npm registry. Run: node scripts/build-common-passwords.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const SOURCE = '@zxcvbn-ts/language-common@4.1.3';
const COUNT = 10_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'apps/api/src/modules/users/common-passwords.txt.gz');

const work = mkdtempSync(path.join(tmpdir(), 'common-passwords-'));
try {
  const tarball = execFileSync('npm', ['pack', SOURCE, '--silent'], { cwd: work })
    .toString()
    .trim();
  execFileSync('tar', ['xzf', tarball], { cwd: work });
  const ranked = JSON.parse(readFileSync(path.join(work, 'package/src/passwords.json'), 'utf8'));
  const top = [...new Set(ranked.map((password) => password.toLowerCase()))].slice(0, COUNT);
  writeFileSync(target, gzipSync(`${top.join('\n')}\n`, { level: 9 }));
  console.log(`wrote ${top.length} passwords to ${path.relative(root, target)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
