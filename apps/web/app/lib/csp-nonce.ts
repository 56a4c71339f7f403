import { createContext, useContext } from 'react';

const CspNonceContext = createContext<string | undefined>(undefined);

/** entry.server.tsx gives the document its nonce; the browser has none (nor needs one). */
export const CspNonceProvider = CspNonceContext.Provider;

/** The nonce the page's inline scripts and style carry, allowed by its Content-Security-Policy. */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
