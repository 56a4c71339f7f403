import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { type IndianState, stateByCode, stateByName } from '@storefront/contract';

/** Where a PIN code lies: its main district and state, and any other state some offices are in. */
export interface PinPlace {
  district: string;
  state: IndianState;
  /** States of its other post offices (32 PIN codes straddle a state border). */
  alsoIn: IndianState[];
}

let directory: Map<string, PinPlace> | null = null;

/**
 * India's PIN codes (pincodes.txt.gz, made by scripts/build-pincodes.ts from India Post's
 * directory): 19,238 codes, read on first use in ~30 ms and kept (~3 MB).
 */
function pinDirectory(): Map<string, PinPlace> {
  if (directory) return directory;
  const text = gunzipSync(readFileSync(new URL('./pincodes.txt.gz', import.meta.url))).toString(
    'utf8',
  );
  const places = new Map<string, PinPlace>();
  const elsewhere: [pin: string, state: IndianState][] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [code = '', district = '', pins = ''] = line.split('\t');
    const state = stateByCode(code);
    if (!state) throw new Error(`pincodes.txt.gz: unknown GST state code ${code}`);
    for (const pin of pins.split(' ')) {
      if (pin.startsWith('+')) elsewhere.push([pin.slice(1), state]);
      else places.set(pin, { district, state, alsoIn: [] });
    }
  }
  for (const [pin, state] of elsewhere) places.get(pin)?.alsoIn.push(state);
  directory = places;
  return places;
}

/** The place of a 6-digit PIN code; null for one India Post's directory does not list. */
export function findPin(pin: string): PinPlace | null {
  return pinDirectory().get(pin) ?? null;
}

/**
 * Why a shipping address's state cannot be right for its PIN code, naming both; null when it
 * can (or when the directory does not know the PIN code: new codes appear, and an Army Post
 * Office code is in no state, so an unknown code is left to the shop).
 */
export function pinStateMismatch(address: { state: string; postalCode: string }): string | null {
  const place = findPin(address.postalCode);
  if (!place) return null;
  const states = [place.state, ...place.alsoIn];
  const given = address.state.trim();
  const named = stateByName(given);
  if (named && states.some((state) => state.code === named.code)) return null;
  return `PIN code ${address.postalCode} is in ${place.state.name}, not in ${named?.name ?? `"${given}"`}`;
}
