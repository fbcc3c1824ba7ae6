/** Georgian defaults for the navigation components; keyed by component. */
export const navigationMessages = {} as const;
