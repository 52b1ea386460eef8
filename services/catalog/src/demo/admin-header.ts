import { signUserHeader } from '@shop/shared';

/** A signed header value for the demo loader acting as an administrator towards another service. */
export const asUserHeaderValue = (secret: string) =>
  signUserHeader({ _id: 'demo-loader', userName: 'Demo', phone: '', authMethod: 'demo', isAdmin: true }, secret);
