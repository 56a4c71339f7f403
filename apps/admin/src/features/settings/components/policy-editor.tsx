import { type PolicySlug, POLICY_TITLES } from '@storefront/contract';
import { useState } from 'react';
import { type UseFormRegister, useWatch } from 'react-hook-form';
import { Spinner } from '~/ui/states';
import { TextareaField } from '~/ui/field';
import { POLICY_PLACEHOLDERS } from '../policy-titles';
import type { SettingsControl, SettingsFormValues } from '../settings-form-model';
import { usePolicyPreview } from '../use-policy-preview';

/** One policy page: its HTML beside a live preview, folded away until opened. */
export function PolicyEditor({
  slug,
  control,
  register,
  error,
}: {
  slug: PolicySlug;
  control: SettingsControl;
  register: UseFormRegister<SettingsFormValues>;
  error?: string;
}) {
  const [open, setOpen] = useState(Boolean(error));
  const html = useWatch({ control, name: `policies.${slug}` }) ?? '';
  const preview = usePolicyPreview(slug, html, open);
  const title = POLICY_TITLES[slug];

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-lg border border-slate-200"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 py-2 font-medium">
        <span>{title}</span>
        <span className="text-sm font-normal text-slate-700">
          {error ? (
            <span className="text-red-700">Has a problem</span>
          ) : html.trim() ? (
            'Custom text'
          ) : (
            'Built-in text'
          )}
        </span>
      </summary>
      <div className="grid gap-4 border-t border-slate-200 p-4 lg:grid-cols-2">
        <TextareaField
          label={`${title} (HTML)`}
          rows={14}
          spellCheck={false}
          className="min-w-0"
          hint={
            <>
              Leave empty to use the built-in text. Placeholders:{' '}
              {POLICY_PLACEHOLDERS.map((placeholder, index) => (
                <span key={placeholder}>
                  {index > 0 ? ', ' : ''}
                  <code>{placeholder}</code>
                </span>
              ))}
              .
            </>
          }
          error={error}
          {...register(`policies.${slug}`)}
        />
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-slate-800">Preview</h3>
          {/* Only the state is announced: reading out the whole policy on each pause would drown
              out the typing. */}
          <p aria-live="polite" className="sr-only">
            {preview.status === 'ready' ? 'Preview updated' : ''}
          </p>
          <div
            aria-busy={preview.status === 'loading'}
            className="mt-1 min-h-32 rounded-lg border border-slate-200 bg-slate-50 p-4"
          >
            {preview.status === 'empty' ? (
              <p className="text-sm text-slate-700">
                Empty: the storefront shows its built-in text.
              </p>
            ) : preview.status === 'loading' ? (
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <Spinner className="size-4" /> Updating the preview…
              </p>
            ) : preview.status === 'failed' ? (
              <p className="text-sm text-red-800">Preview unavailable: {preview.message}</p>
            ) : preview.status === 'ready' ? (
              <article aria-label={`Preview of ${preview.title}`}>
                <p className="mb-3 text-lg font-semibold text-slate-900">{preview.title}</p>
                {/* The server sanitised this HTML (policy-preview answers what the shop will serve). */}
                <div
                  className="policy-content"
                  dangerouslySetInnerHTML={{ __html: preview.html }}
                />
              </article>
            ) : null}
          </div>
        </div>
      </div>
    </details>
  );
}
