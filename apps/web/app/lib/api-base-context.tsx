import { createContext, useContext } from 'react';
import { browserApiBaseUrl } from './browser-api';

const ApiBaseContext = createContext<string | null>(null);

/**
 * The API base browsers use, as the root loader computed it for the page (the server and the
 * browser then render the same image addresses, with no hydration mismatch).
 */
export const ApiBaseProvider = ApiBaseContext.Provider;

/**
 * The API base browsers use. Outside the app's root (a component test) the browser computes it
 * itself; a server render without it leaves upload addresses relative.
 */
export function useApiBase(): string | null {
  const provided = useContext(ApiBaseContext);
  if (provided) return provided;
  return typeof window === 'undefined' ? null : browserApiBaseUrl();
}
