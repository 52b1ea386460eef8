import { z } from 'zod';

const user = z.object({ id: z.string().min(1), name: z.string().default(''), language: z.string().optional() });

/** The callbacks of Viber's REST bot API this service acts on; every other event is acknowledged. */
export const viberCallbackSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('conversation_started'), user, context: z.string().optional() }),
  z.object({
    event: z.literal('message'),
    sender: user,
    message: z.object({
      type: z.string(),
      text: z.string().optional(),
      contact: z.object({ name: z.string().optional(), phone_number: z.string().optional() }).optional(),
    }),
  }),
]);
export type ViberCallback = z.infer<typeof viberCallbackSchema>;
