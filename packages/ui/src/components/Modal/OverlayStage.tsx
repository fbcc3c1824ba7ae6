import { type ReactNode, useState } from 'react';
import { stage } from './OverlayStage.css';
import { PortalContainerProvider } from './PortalContainer';

/**
 * Story helper: a framed box that holds portaled and fixed-position overlays, so a story's
 * screenshot shows the open modal, menu or toast over a page-like backdrop.
 */
export function OverlayStage({ children, height = 560 }: { children: ReactNode; height?: number }) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setNode} className={stage} style={{ height }}>
      {node && <PortalContainerProvider container={node}>{children}</PortalContainerProvider>}
    </div>
  );
}
