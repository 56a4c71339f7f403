import { SYNONYM_GROUPS_MAX, type SearchSynonyms } from '@storefront/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { Section } from '~/ui/page-header';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { saveSearchSynonyms } from '../synonyms-api';
import { emptyRow, type GroupRow, toBody, toRows, wordsOf } from '../synonyms-model';

const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

export interface SynonymsFormProps {
  synonyms: SearchSynonyms;
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * The store's synonym groups: a search for any word or phrase of a group also finds the others
 * ("firestick" finds "streaming stick"). One group per row, its words separated by commas.
 */
export function SynonymsForm({ synonyms, onAuthFailure }: SynonymsFormProps) {
  const [rows, setRows] = useState<GroupRow[]>(() => toRows(synonyms));
  const [rowErrors, setRowErrors] = useState<Map<number, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const label = (row: GroupRow, index: number) =>
    wordsOf(row).slice(0, 2).join(', ') || `Group ${index + 1}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = toBody(rows);
    if (!checked.ok) {
      setRowErrors(checked.rowErrors);
      setFormError(checked.formError ?? 'Some groups need fixing: see the messages under them.');
      return;
    }
    setRowErrors(new Map());
    setSaving(true);
    try {
      const saved = await saveSearchSynonyms(checked.body);
      setRows(toRows(saved));
      toast({ title: 'Synonyms saved', description: 'Searches use them from now on.' });
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert message={formError} />
      <Section
        title="Synonyms"
        id="synonyms"
        description="Each group’s words and phrases (up to 3 words each) are searched as one: separate them with commas."
      >
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {rows.length === 0 ? (
          <p className="text-sm text-slate-700">No synonyms yet.</p>
        ) : (
          <ol className="space-y-3">
            {rows.map((row, index) => (
              <li key={row.key} className="flex flex-wrap items-end gap-2">
                <Field
                  id={`synonyms-${row.key}`}
                  label={`Group ${index + 1}`}
                  className="min-w-0 flex-1 basis-64"
                  value={row.text}
                  error={rowErrors.get(row.key)}
                  onChange={(event) => {
                    const text = event.target.value;
                    setRows((current) =>
                      current.map((r) => (r.key === row.key ? { ...r, text } : r)),
                    );
                  }}
                />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setAnnouncement(`${label(row, index)} removed.`);
                    setRows((current) => current.filter((r) => r.key !== row.key));
                  }}
                  aria-label={`Remove ${label(row, index)}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ol>
        )}
        <Button
          variant="outline"
          className="mt-4"
          disabled={rows.length >= SYNONYM_GROUPS_MAX}
          onClick={() => {
            const row = emptyRow();
            setRows((current) => [...current, row]);
            focusLater(`synonyms-${row.key}`);
          }}
        >
          Add a group
        </Button>
      </Section>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save synonyms'}
      </Button>
    </form>
  );
}
