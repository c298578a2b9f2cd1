import { useContext } from 'react';
import type { AuthGateway } from '../api/auth-gateway';
import { AuthContext } from './auth-context';

/** The auth gateway from context (real better-auth in the app, a fake in tests). */
export function useAuth(): AuthGateway {
  const gateway = useContext(AuthContext);
  if (!gateway) throw new Error('useAuth must be used inside <AuthProvider>');
  return gateway;
}

/** The current session (user or null, and whether it is still resolving). */
export function useSession() {
  return useAuth().useSession();
}
