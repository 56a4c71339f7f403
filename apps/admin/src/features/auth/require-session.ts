import type { StaffMe } from '@storefront/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isEnrolmentRequired, isUnauthorized } from '~/lib/api-client';
import { type Area, canAccess, homePathFor } from './access';
import { appPathOf, loginPath } from './return-path';
import { clearSession, loadSession } from './session-store';

export const ENROL_PATH = '/account';

/**
 * The redirect an API failure calls for, if any: no session → sign in (coming back here after);
 * two-factor required but not set up → the account page's enrolment.
 */
export function authRedirect(error: unknown, requestUrl: string): Response | null {
  if (isUnauthorized(error)) {
    clearSession();
    return redirect(loginPath(appPathOf(requestUrl)));
  }
  if (isEnrolmentRequired(error)) return redirect(ENROL_PATH);
  return null;
}

/** The signed-in staff member, or a redirect thrown to where they must go first. */
export async function requireSession(request: Request): Promise<StaffMe> {
  let me: StaffMe;
  try {
    me = await loadSession();
  } catch (error) {
    throw authRedirect(error, request.url) ?? error;
  }
  if (me.mustEnrolTotp && appPathOf(request.url).split('?')[0] !== ENROL_PATH) {
    throw redirect(ENROL_PATH);
  }
  return me;
}

export type GuardedLoaderArgs = LoaderFunctionArgs & { me: StaffMe };

/**
 * A page's loader, run only for a signed-in role that may open `area` (others go to their
 * home page); a 401 or an enrolment demand from the API becomes the matching redirect.
 */
export function guardedLoader<T>(area: Area, load: (args: GuardedLoaderArgs) => Promise<T> | T) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    const me = await requireSession(args.request);
    if (!canAccess(me.role, area)) throw redirect(homePathFor(me.role));
    try {
      return await load({ ...args, me });
    } catch (error) {
      throw authRedirect(error, args.request.url) ?? error;
    }
  };
}
