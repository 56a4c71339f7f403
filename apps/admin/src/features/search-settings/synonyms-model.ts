import { searchSynonymsSchema, type SearchSynonyms } from '@storefront/contract';

/** A group as the form edits it: its words and phrases, separated by commas. */
export interface GroupRow {
  key: number;
  text: string;
}

let nextKey = 0;

export function toRows(synonyms: SearchSynonyms): GroupRow[] {
  return synonyms.groups.map((group) => ({ key: nextKey++, text: group.join(', ') }));
}

export function emptyRow(): GroupRow {
  return { key: nextKey++, text: '' };
}

/** A row's words: split at commas, blanks dropped. */
export function wordsOf(row: GroupRow): string[] {
  return row.text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

/**
 * The rows as the API takes them, checked with the contract's schema (the API checks it again):
 * blank rows are dropped; each problem is placed on its row, by the row's key.
 */
export function toBody(
  rows: GroupRow[],
):
  | { ok: true; body: SearchSynonyms }
  | { ok: false; rowErrors: Map<number, string>; formError: string | null } {
  const kept = rows.filter((row) => wordsOf(row).length > 0);
  const parsed = searchSynonymsSchema.safeParse({ groups: kept.map(wordsOf) });
  if (parsed.success) return { ok: true, body: parsed.data };
  const rowErrors = new Map<number, string>();
  let formError: string | null = null;
  for (const issue of parsed.error.issues) {
    const [, index, word] = issue.path;
    const row = typeof index === 'number' ? kept[index] : undefined;
    if (!row) {
      formError ??= `Synonyms: ${issue.message}.`;
      continue;
    }
    if (rowErrors.has(row.key)) continue;
    const which = typeof word === 'number' ? `“${wordsOf(row)[word]}” ` : '';
    rowErrors.set(row.key, `${which}${issue.message}`.trim());
  }
  return { ok: false, rowErrors, formError };
}
