import { findCustomer } from '../billing/customers';
import { stripeErrors } from '../errors';
import { field } from '../form';
import type { StandInContext, StandInRequest } from '../routes';
import { cashBalanceOf, listCashTransactions, usdAmountOf } from './cash-balances';
import { fundCashBalance, sendTransferByHand } from './reconciliation';

const CASH_BALANCE_PATH = /^\/v1\/customers\/([A-Za-z0-9_]+)\/(cash_balance|cash_balance_transactions)$/;
const FUND_PATH = /^\/v1\/test_helpers\/customers\/([A-Za-z0-9_]+)\/fund_cash_balance$/;

/** What a bank-transfer route answered, or that the request is not one. */
type Routed = { answered: true; body: unknown } | { answered: false };

const done = (body: unknown): Routed => ({ answered: true, body });

/**
 * A customer's cash balance (`GET /v1/customers/:id/cash_balance`, `.../cash_balance_transactions`),
 * Stripe's test helper sending money to it (`POST /v1/test_helpers/customers/:id/fund_cash_balance`),
 * all with a secret key, and the stand-in's own `POST /_stand-in/bank-transfers` (money sent by hand,
 * knowing only a reference). Payments by bank transfer themselves are PaymentIntents (routes.ts).
 */
export function bankTransferRoutes(context: StandInContext, request: StandInRequest, requireSecretKey: (key: string | undefined) => void): Routed {
  const { method, path, fields } = request;
  const { state } = context;
  if (path === '/_stand-in/bank-transfers' && method === 'POST') return done(sendTransferByHand(context, fields));
  const balance = CASH_BALANCE_PATH.exec(path);
  const funded = FUND_PATH.exec(path)?.[1];
  if (!balance?.[1] && !funded) return { answered: false };
  requireSecretKey(request.apiKey);
  if (funded && method === 'POST') {
    findCustomer(state, funded);
    return done(fundCashBalance(context, funded, usdAmountOf(fields), field(fields, 'reference') ?? null));
  }
  if (balance?.[1] && method === 'GET') {
    findCustomer(state, balance[1]);
    return done(balance[2] === 'cash_balance' ? cashBalanceOf(state, balance[1]) : listCashTransactions(state, balance[1]));
  }
  throw stripeErrors.unknownUrl(method, path);
}
