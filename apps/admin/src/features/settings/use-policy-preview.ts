import type { PolicySlug } from '@storefront/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { useDebouncedValue } from '~/lib/use-debounced-value';
import { previewPolicy } from './settings-api';

export const PREVIEW_DELAY_MS = 600;

export type PolicyPreview =
  | { status: 'off' }
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'ready'; title: string; html: string }
  | { status: 'failed'; message: string };

type Answer = { html: string } & (
  { ok: true; title: string; preview: string } | { ok: false; message: string }
);

/**
 * The policy as the shopper will see it: the server sanitises and fills in the placeholders.
 * Asked once typing pauses, and only while the editor is open; a newer request cancels the last.
 */
export function usePolicyPreview(slug: PolicySlug, html: string, enabled: boolean): PolicyPreview {
  const settled = useDebouncedValue(html, PREVIEW_DELAY_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!enabled || !settled.trim()) return;
    const controller = new AbortController();
    previewPolicy(slug, settled, controller.signal).then(
      (preview) =>
        setAnswer({ html: settled, ok: true, title: preview.title, preview: preview.html }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setAnswer({ html: settled, ok: false, message: errorMessage(error) });
        }
      },
    );
    return () => controller.abort();
  }, [slug, settled, enabled]);

  if (!enabled) return { status: 'off' };
  if (!html.trim()) return { status: 'empty' };
  if (!answer || answer.html !== html) return { status: 'loading' };
  return answer.ok
    ? { status: 'ready', title: answer.title, html: answer.preview }
    : { status: 'failed', message: answer.message };
}
