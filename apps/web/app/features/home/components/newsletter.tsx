import { EMAIL_MAX_LENGTH, NEWSLETTER_CONSENT_TEXT } from '@storefront/contract';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';
import { NEWSLETTER_SUBSCRIBED, type NewsletterActionResult } from '../newsletter-result';

/**
 * Spec section 2: one required e-mail field; submitting confirms and clears it. The address goes
 * to the shop (the home page's action sends it to the API) with the consent shown above the
 * field, and gets a confirmation with a one-click unsubscribe link. Posted to the page's action,
 * it also works without JavaScript: the page comes back saying so.
 */
export function Newsletter() {
  const id = useId();
  const posted = useActionData<NewsletterActionResult>();
  const fetcher = useFetcher<NewsletterActionResult>({ key: 'newsletter' });
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const busy = fetcher.state !== 'idle';
  // The answer of the last sign-up: the fetcher's (JavaScript), else the page's (without it).
  const answer = busy ? undefined : (fetcher.data ?? posted);
  const error = answer && !answer.ok ? answer.error : null;

  useEffect(() => {
    if (!submitted.current || busy || !fetcher.data?.ok) return;
    submitted.current = false;
    form.current?.reset();
    toast(NEWSLETTER_SUBSCRIBED);
  }, [busy, fetcher.data]);

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    submitted.current = true;
    void fetcher.submit(event.currentTarget, { method: 'post', action: '/?index' });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="bg-brand-900 py-14 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          Get offers before anyone else
        </h2>
        <p id={`${id}-consent`} className="mt-2 text-brand-100">
          {NEWSLETTER_CONSENT_TEXT}
        </p>
        <form
          ref={form}
          method="post"
          action="/?index"
          onSubmit={subscribe}
          className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={id} className="sr-only">
            Email address
          </label>
          <input
            id={id}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder="Enter your email"
            // Without JavaScript, an address refused comes back filled in.
            defaultValue={posted && !posted.ok ? posted.email : undefined}
            aria-describedby={`${id}-consent${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className="h-12 flex-1 rounded-lg border border-white/30 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-accent-400"
          />
          <Button type="submit" variant="secondary" size="lg" disabled={busy}>
            {busy ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-3 font-medium text-white">
            {error}
          </p>
        ) : null}
        {posted?.ok ? (
          // The answer to a sign-up without JavaScript, where a toast cannot show.
          <div role="status" className="mt-4">
            <p className="font-semibold">{NEWSLETTER_SUBSCRIBED.title}</p>
            <p className="text-brand-100">{NEWSLETTER_SUBSCRIBED.description}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
