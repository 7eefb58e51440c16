import { createContext, useContext } from 'react';

/** The per-request CSP nonce (set by portal/server.ts, passed through the load context). */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
