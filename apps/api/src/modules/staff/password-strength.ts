import { STAFF_PASSWORD_MIN_SCORE, weakPasswordMessage } from '@storefront/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

let estimator: ZxcvbnFactory | null = null;

/**
 * Built at the first staff password, not at start: the dictionaries take ~200 ms to rank.
 * Bounded: past 64 characters a password is long enough, and l33t variants are tried only up to
 * 10 substitutions; without these a contrived 128-character password took 3 s of the event loop,
 * with them the worst found takes ~0.2 s.
 */
function estimatorOf(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  });
  return estimator;
}

/**
 * Why a new staff password is too easy to guess (zxcvbn's score under STAFF_PASSWORD_MIN_SCORE),
 * or null. `context` holds words an attacker would try first: the account's e-mail address, the
 * store's name.
 */
export function weakStaffPasswordProblem(password: string, context: string[]): string | null {
  const words = context.flatMap((value) => [value, ...value.split(/[@.\s_-]+/)]).filter(Boolean);
  const result = estimatorOf().check(password, words);
  return result.score >= STAFF_PASSWORD_MIN_SCORE ? null : weakPasswordMessage(result.feedback);
}
