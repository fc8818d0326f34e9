import express, { type ErrorRequestHandler } from 'express';
import { uploadRoutes } from '../uploads/routes';
import { logs } from '../logs';
import { rejectForeignOrigins } from './reject-foreign-origins';

/** Malformed bodies answer 400; nothing unexpected ever answers with a stack trace. */
const answerErrors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: 'The request could not be read. Check its body and headers.' });
    return;
  }
  logs.unexpected('facade', error);
  res.status(503).json({ message: 'The service could not complete the request. Please try again.' });
};

/** The HTTPS facade: every REST path of spec section 7, behind one Express app. */
export const facadeApp = express();
facadeApp.disable('x-powered-by');
facadeApp.set('trust proxy', true);
facadeApp.use(rejectForeignOrigins);
facadeApp.use(uploadRoutes);
facadeApp.use((_req, res) => {
  res.status(404).json({ message: 'No such path.' });
});
facadeApp.use(answerErrors);
