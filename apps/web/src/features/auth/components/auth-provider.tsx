import type { ReactNode } from 'react';
import type { AuthGateway } from '../api/auth-gateway';
import { AuthContext } from '../hooks/auth-context';

type AuthProviderProps = {
  gateway: AuthGateway;
  children: ReactNode;
};

/** Makes an auth gateway available to every screen below. */
export function AuthProvider({ gateway, children }: AuthProviderProps) {
  return <AuthContext.Provider value={gateway}>{children}</AuthContext.Provider>;
}
