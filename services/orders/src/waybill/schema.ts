import { z } from 'zod';
import { WAYBILL_PATTERN } from '@shop/shared';

/** InternetDocument.save's answer row: the waybill's ref and its 14-digit number (the fields the shop keeps). */
export const npSavedDocumentSchema = z.object({
  Ref: z.string().min(1),
  IntDocNumber: z.string().regex(WAYBILL_PATTERN),
});
