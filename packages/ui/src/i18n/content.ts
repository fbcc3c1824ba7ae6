/** Georgian defaults for the content components; keyed by component. */
export const contentMessages = {} as const;
