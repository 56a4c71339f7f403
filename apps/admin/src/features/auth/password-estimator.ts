import { STAFF_PASSWORD_MIN_SCORE, weakPasswordMessage } from '@storefront/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';

// The common passwords and keyboard patterns only, in a chunk of its own loaded by the forms that
// set a password: the English word lists would add 600 KB (gzip). The API checks again with them.
const estimator = new ZxcvbnFactory({
  dictionary,
  graphs: adjacencyGraphs,
  translations,
  maxLength: 64,
  l33tMaxSubstitutions: 10,
});

/** Why a new staff password is too easy to guess, or null; `context`: the e-mail, the store. */
export function estimate(password: string, context: string[]): string | null {
  const words = context.flatMap((value) => [value, ...value.split(/[@.\s_-]+/)]).filter(Boolean);
  const result = estimator.check(password, words);
  return result.score >= STAFF_PASSWORD_MIN_SCORE ? null : weakPasswordMessage(result.feedback);
}
