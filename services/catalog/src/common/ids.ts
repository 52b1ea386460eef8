import { randomBytes } from 'node:crypto';

/** A new record id: 24 hex characters, like a MongoDB ObjectId. */
export const newId = (): string => randomBytes(12).toString('hex');

export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
