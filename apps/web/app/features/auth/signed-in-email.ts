import { useEffect, useState } from 'react';
import { browserApi } from '~/lib/browser-api';
import { useAuth } from './use-auth';

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The e-mail in GET /accountInfo's body: inside the data wrapper or on the body itself (spec
 * section 7). Read without the account schema, so pages that only want the e-mail stay free of zod.
 */
export function accountEmail(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { data, email } = body as { data?: unknown; email?: unknown };
  if (data && typeof data === 'object') return textOf((data as { email?: unknown }).email);
  return textOf(email);
}

/**
 * The signed-in shopper's e-mail, for prefilling a form; null while unknown, when signed out or
 * when it could not be loaded (a prefill is a convenience, so a failure says nothing).
 */
export function useSignedInEmail(): string | null {
  const { isAuthenticated } = useAuth();
  const [email, setEmail] = useState<string | null>(null);

  useEffect(() => {
    if (!isAuthenticated) return;
    const controller = new AbortController();
    browserApi()
      .get<unknown>('/accountInfo', { signal: controller.signal })
      .then(
        (body) => setEmail(accountEmail(body)),
        () => {},
      );
    return () => controller.abort();
  }, [isAuthenticated]);

  return isAuthenticated ? email : null;
}
