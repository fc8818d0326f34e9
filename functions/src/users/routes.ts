import { Router, type Request, type Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { requireOwnEmail, uidForEmailParam } from '../http/accounts';
import { API_MESSAGES } from '../http/api-messages';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole, signedInCaller } from '../http/caller';
import { db } from '../firestore/db';
import { isAlreadyExists } from '../firestore/errors';
import { ROLE_FIELD, storedRole } from '../firestore/stored-role';
import { DEFAULT_ROLE } from '@homehaven/domain/roles';
import { refuse, route } from '../http/http-error';
import { answerPage, pageOf } from '../http/pagination';
import { docIdParam, emailParam, parseBody } from '../http/parse';
import { changeRole } from './change-role';
import { deleteUser } from './delete-user';
import { roleChangeSchema, userInfoSchema } from './schemas';

const users = db.collection('users');

/** `POST /userInfo`: the caller's own users document, role user; 409 "User already exists" when it exists. */
async function saveUserInfo(req: Request, res: Response): Promise<void> {
  const caller = await signedInCaller(req);
  const body = parseBody(userInfoSchema, req);
  requireOwnEmail(caller, body.email, 'email');
  try {
    await users.doc(caller.uid).create({ name: body.name, email: caller.email, image: body.image, [ROLE_FIELD]: DEFAULT_ROLE, createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if (isAlreadyExists(error)) refuse(409, API_MESSAGES.userExists);
    throw error;
  }
  res.status(201).json({ acknowledged: true, insertedId: caller.uid });
}

/** `GET /users` and `GET /allUser`: every user, newest first (admins). */
async function listUsers(req: Request, res: Response): Promise<void> {
  await callerInRole(req, ['admin']);
  await answerPage(res, users, users.orderBy('createdAt', 'desc'), pageOf(req));
}

/** Users: saving one's own profile, the admin's user list, roles and deletion. */
export const userRoutes = Router();

userRoutes.post('/userInfo', requireSignedIn, route('user-info', saveUserInfo));
userRoutes.get('/users', requireSignedIn, route('list-users', listUsers));
userRoutes.get('/allUser', requireSignedIn, route('list-users', listUsers));
userRoutes.get(
  '/user/roll/:email',
  requireSignedIn,
  route('get-role', async (req, res) => {
    const role = storedRole((await users.doc(await uidForEmailParam(req, true)).get()).data());
    if (!role) refuse(404, API_MESSAGES.userNotFound);
    // The contract's answer names the field as the documents do.
    res.json({ [ROLE_FIELD]: role });
  }),
);
userRoutes.patch(
  '/user/roll/:email',
  requireSignedIn,
  route('change-role', async (req, res) => {
    const admin = await callerInRole(req, ['admin']);
    const email = emailParam(req);
    const { roll: role } = parseBody(roleChangeSchema, req);
    await changeRole(admin, email, role);
    res.json({ acknowledged: true, modifiedCount: 1 });
  }),
);
userRoutes.delete(
  '/user/:id',
  requireSignedIn,
  route('delete-user', async (req, res) => {
    const admin = await callerInRole(req, ['admin']);
    await deleteUser(admin.uid, docIdParam(req, 'id', API_MESSAGES.userNotFound));
    res.json({ acknowledged: true, deletedCount: 1 });
  }),
);
