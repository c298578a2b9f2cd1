import { createContext } from 'react';
import type { AuthGateway } from '../api/auth-gateway';

/** Holds the auth gateway; `AuthProvider` fills it. */
export const AuthContext = createContext<AuthGateway | null>(null);
