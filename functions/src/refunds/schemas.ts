import { z } from 'zod';
import { pageParams } from '../http/pagination';

/** `GET /refunds?status=owed&limit=&after=`: the refunds still owed (the only list: refunded ones are final). */
export const refundListSchema = z.strictObject({ status: z.literal('owed').default('owed'), ...pageParams });
