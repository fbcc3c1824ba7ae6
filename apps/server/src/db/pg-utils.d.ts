/** `pg`'s own value conversion (JavaScript value → the text a bind sends), which its package exports unannotated. */
declare module 'pg/lib/utils' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
