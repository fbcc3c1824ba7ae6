import { createContext, type ReactNode, useContext } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * Where overlays (modals, menus) mount their portals below this point; document.body when absent.
 * Useful for a subtree with its own theme class (portals under <body> only inherit <html>'s theme),
 * and for previews that frame an overlay inside a box.
 */
export function PortalContainerProvider({
  container,
  children,
}: {
  container: HTMLElement | null;
  children: ReactNode;
}) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}
PortalContainerProvider.displayName = 'PortalContainerProvider';

export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
