export interface DiffRow {
  /** "upi.vpa", "categories[2]", or "" for the whole value. */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: string;
  after?: string;
}

const MAX_VALUE_LENGTH = 160;

function show(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Leaves of a JSON value by path. Objects and arrays of objects are walked; an array of plain
 * values stays one leaf ("Shoes, Bags"), since a list that was reordered reads better whole.
 */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0 && path) into.set(path, '{}');
    for (const key of keys) leaves(value[key], path ? `${path}.${key}` : key, into);
  } else if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item)) {
    value.forEach((item, index) => leaves(item, `${path}[${index}]`, into));
  } else if (Array.isArray(value)) {
    into.set(path, value.length ? value.map(show).join(', ') : '(none)');
  } else if (value !== undefined) {
    into.set(path, value === null ? '(empty)' : show(value));
  }
  return into;
}

/** What an audit entry changed, field by field: only the fields whose value differs. */
export function jsonDiff(before: unknown, after: unknown): DiffRow[] {
  const old = before === null || before === undefined ? new Map() : leaves(before, '', new Map());
  const now = after === null || after === undefined ? new Map() : leaves(after, '', new Map());
  const rows: DiffRow[] = [];
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const from = old.get(path);
    const to = now.get(path);
    if (from === to) continue;
    if (from === undefined) rows.push({ path, kind: 'added', after: to });
    else if (to === undefined) rows.push({ path, kind: 'removed', before: from });
    else rows.push({ path, kind: 'changed', before: from, after: to });
  }
  return rows;
}
