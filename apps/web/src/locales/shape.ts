/**
 * The shape a translation must have: the same keys and nesting as the English object it mirrors,
 * every leaf a string. Used as `export const hi = {…} satisfies Shape<typeof en>;` so that a missing
 * key fails `tsc`, and (object-literal excess-property checks) so does an extra one.
 */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
