import type { Request } from 'express';

/** A route parameter as one string. */
export const param = (req: Request, name: string): string => {
  const value = req.params[name];
  return Array.isArray(value) ? value.join('/') : (value ?? '');
};
