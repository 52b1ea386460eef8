/** Admin pages check the isAdmin flag of the current user; others see the no-rights text. */
import type { ReactNode } from 'react';
import { NoRightsPage } from '../features/errors/ErrorPages';
import { useUser } from './user/UserContext';

export function RequireAdmin({ children }: { children: ReactNode }) {
  return useUser().isAdmin ? children : <NoRightsPage />;
}
