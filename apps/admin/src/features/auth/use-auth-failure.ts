import { useLocation, useNavigate } from 'react-router';
import { isEnrolmentRequired, isUnauthorized } from '~/lib/api-client';
import { ENROL_PATH } from './require-session';
import { loginPath } from './return-path';
import { clearSession } from './session-store';

/**
 * For a request a component makes (a save, a status change): a 401 or an enrolment demand
 * leads to the page that resolves it. Answers whether it took the failure on.
 */
export function useAuthFailure() {
  const navigate = useNavigate();
  const location = useLocation();
  return (error: unknown): boolean => {
    if (isUnauthorized(error)) {
      clearSession();
      void navigate(loginPath(location.pathname + location.search));
      return true;
    }
    if (isEnrolmentRequired(error)) {
      void navigate(ENROL_PATH);
      return true;
    }
    return false;
  };
}
