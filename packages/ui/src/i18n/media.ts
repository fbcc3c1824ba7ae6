/** Georgian defaults for the media components; keyed by component. */
export const mediaMessages = {} as const;
