const load = () => import('./password-estimator');

/** Starts fetching the estimator (a form's password field got focus), so submitting waits less. */
export function preloadPasswordEstimator(): void {
  load().catch(() => {});
}

/**
 * Why a new staff password is too easy to guess (a strength estimator's verdict), or null. The
 * estimator is fetched the first time: only the forms that set a password pay for it. Should it
 * fail to load, the form goes on and the API, which checks every new password, has the last word.
 */
export async function weakPasswordProblem(
  password: string,
  context: string[] = [],
): Promise<string | null> {
  try {
    const { estimate } = await load();
    return estimate(password, context);
  } catch {
    return null;
  }
}
