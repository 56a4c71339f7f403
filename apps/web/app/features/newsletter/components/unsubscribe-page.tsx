import { NEWSLETTER_TOKEN_PATTERN } from '@storefront/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { Button } from '~/ui/button';
import { FormAlert } from '~/ui/form-alert';
import { type UnsubscribeResult, unsubscribeMessages } from '../unsubscribe-result';

/**
 * Where a newsletter's unsubscribe link leads: one click, no sign-in. With JavaScript the page
 * unsubscribes as it opens; without it, its button does (a link opened by a mail scanner, which
 * runs no scripts, unsubscribes nobody).
 */
export function UnsubscribePage({ token }: { token: string }) {
  const posted = useActionData<UnsubscribeResult>();
  const fetcher = useFetcher<UnsubscribeResult>({ key: 'unsubscribe' });
  const valid = NEWSLETTER_TOKEN_PATTERN.test(token);
  const result = fetcher.data ?? posted;
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!valid || started.current || posted) return;
    started.current = true;
    void fetcher.submit({ token }, { method: 'post' });
  }, [valid, token, posted, fetcher]);

  useEffect(() => {
    if (result?.ok) heading.current?.focus();
  }, [result]);

  if (result?.ok) {
    return (
      <Frame>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          You are unsubscribed
        </h1>
        <p role="status" className="mt-4 text-slate-700">
          <strong className="font-semibold text-slate-900">{result.email}</strong> will get no more
          newsletters from us. Order and account e-mails still come when you shop with us.
        </p>
        <p className="mt-4 text-slate-700">
          Changed your mind? Sign up again on our{' '}
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            home page
          </Link>
          .
        </p>
      </Frame>
    );
  }

  const message = !valid
    ? unsubscribeMessages.invalid
    : result && !result.ok
      ? result.message
      : null;
  const working = valid && fetcher.state !== 'idle';
  return (
    <Frame>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Unsubscribe</h1>
      <p className="mt-4 text-slate-700">Stop receiving our newsletter at this address.</p>
      <FormAlert message={message} className="mt-4" />
      {valid && !(result && !result.ok && result.reason === 'invalid') ? (
        <fetcher.Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="lg" disabled={working}>
            {working ? 'Unsubscribing...' : result && !result.ok ? 'Try again' : 'Unsubscribe'}
          </Button>
        </fetcher.Form>
      ) : null}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-xl px-4 py-16">{children}</div>;
}
