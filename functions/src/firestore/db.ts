import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../config';

/** The Firestore database the facade reads and writes (admin SDK: the facade enforces the policy itself). */
export const db = getFirestore(adminApp);
