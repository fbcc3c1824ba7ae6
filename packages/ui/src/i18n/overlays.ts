/** Georgian defaults for the overlays components; keyed by component. */
export const overlayMessages = {} as const;
