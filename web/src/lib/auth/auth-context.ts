import { createContext } from 'react';
import type { User, UserCredential } from 'firebase/auth';

/** Profile fields the identity provider keeps (docs/product.md §11.4 Session). */
export interface ProfilePatch {
  displayName: string;
  photoURL: string;
}

/** Exactly what docs/product.md §11.4 Session says the authentication context offers. */
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
