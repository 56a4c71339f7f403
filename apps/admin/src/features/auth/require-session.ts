import type { StaffMe, StaffRole } from '@storefront/contract';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
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

/** What a page's error boundary is given when the signed-in role may not open it (a 403). */
export interface NotForRole {
  notForRole: { area: Area; role: StaffRole };
}

export function isNotForRole(value: unknown): value is NotForRole {
  return typeof value === 'object' && value !== null && 'notForRole' in value;
}

/**
 * A page's loader, run only for a signed-in role that may open `area`. Another role gets a 403
 * that the page's error boundary explains (whose the page is, and a way home) rather than a
 * silent redirect; only the dashboard, every role's start page, sends fulfilment staff to their
 * own (the orders). A 401 or an enrolment demand from the API becomes the matching redirect.
 */
export function guardedLoader<T>(area: Area, load: (args: GuardedLoaderArgs) => Promise<T> | T) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    const me = await requireSession(args.request);
    if (!canAccess(me.role, area)) {
      if (area === 'dashboard') throw redirect(homePathFor(me.role));
      throw data<NotForRole>({ notForRole: { area, role: me.role } }, { status: 403 });
    }
    try {
      return await load({ ...args, me });
    } catch (error) {
      throw authRedirect(error, args.request.url) ?? error;
    }
  };
}
