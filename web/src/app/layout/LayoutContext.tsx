/** Layout state shared by the header, the sidebar and pages: the sidebar drawer (under 1024 px) and the current catalog. */
import { createContext, useContext } from 'react';

export interface LayoutState {
  sidebarOpen: boolean;
  setSidebarOpen(open: boolean): void;
  /** The catalog the sidebar panel shows (null: the roots). */
  panelCatalogId: string | null;
  setPanelCatalogId(id: string | null): void;
}

export const LayoutContext = createContext<LayoutState>({
  sidebarOpen: false,
  setSidebarOpen: () => undefined,
  panelCatalogId: null,
  setPanelCatalogId: () => undefined,
});

export const useLayout = () => useContext(LayoutContext);

export const NARROW_BREAKPOINT = 1024;
export const PANEL_CLOSE_DELAY_MS = 500;

export const isNarrow = () => typeof window !== 'undefined' && window.innerWidth < NARROW_BREAKPOINT;
