/**
 * The label of a required field: its text followed by the required mark (`*`, hidden from screen readers but part
 * of the label's text content, which is what `getByLabelText` matches). Finding a field by it asserts the mark too.
 */
export const requiredLabel = (text: string) => new RegExp(`^${text}\\*$`);
