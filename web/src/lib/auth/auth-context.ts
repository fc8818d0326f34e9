import { createContext } from 'react';
import type { User, UserCredential } from 'firebase/auth';

/** Profile fields the identity provider keeps (spec section 3). */
export interface ProfilePatch {
  displayName: string;
  photoURL: string;
}

/** Exactly what spec section 3 says the authentication context exposes. */
export interface AuthContextValue {
  user: User | null;
  loading: boolean;
  setLoading: (loading: boolean) => void;
  setUser: (user: User | null) => void;
  updateUserProfile: (patch: ProfilePatch) => Promise<void>;
  signInHandle: (email: string, password: string) => Promise<UserCredential>;
  loginHandle: (email: string, password: string) => Promise<UserCredential>;
  logOutHandle: () => Promise<void>;
  githubLogin: () => Promise<UserCredential>;
  googleHandle: () => Promise<UserCredential>;
}

/** The context itself; read it through `useAuth`. */
export const AuthContext = createContext<AuthContextValue | null>(null);
