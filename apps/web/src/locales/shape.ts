/** The shape a translation must have: the same keys and nesting as the English object, any strings. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
