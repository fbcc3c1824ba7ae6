/** Georgian defaults for the primitives components; keyed by component. */
export const primitiveMessages = {} as const;
