import type { Request, RequestHandler, Response } from 'express';
import { logs } from '../logs';

/** A refusal the caller can act on: a 4xx status (or 503 for a retryable step) and the message sent as `{message}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Throws an {@link HttpError}; for one-line guards (`if (!ok) refuse(403, ...)`). */
export function refuse(status: number, message: string): never {
  throw new HttpError(status, message);
}

/** The message answered when something other than the request went wrong (retryable, never a stack). */
const UNAVAILABLE = 'The service could not complete the request. Please try again.';

/**
 * Answers an HttpError with its status and message; anything else is logged under `where` and answers
 * 503 with `fallback`, so bad input can never surface as a 500.
 */
export function answerError(res: Response, error: unknown, where: string, fallback: string = UNAVAILABLE): void {
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  logs.unexpected(where, error);
  res.status(503).json({ message: fallback });
}

/**
 * Wraps an async route handler so every failure is answered by {@link answerError}: refusals with
 * their own status and message, anything unexpected logged under `where` and answered 503 `fallback`.
 */
export function route(where: string, handler: (req: Request, res: Response) => Promise<void>, fallback: string = UNAVAILABLE): RequestHandler {
  return async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      answerError(res, error, where, fallback);
    }
  };
}
