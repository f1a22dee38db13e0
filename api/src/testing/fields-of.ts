type MissingFields<T, K extends readonly PropertyKey[]> = Exclude<keyof T, K[number]>;

/**
 * The field names of a shared API type, sorted, for comparing with `Object.keys` of a response.
 * The list is checked at compile time to name every field of `T` and nothing else, so a field
 * added to the contract but not to the test (or the other way round) fails the type check.
 */
export const fieldsOf =
  <T>() =>
  <const K extends readonly (keyof T)[]>(
    ...keys: [MissingFields<T, K>] extends [never] ? K : [`missing field: ${MissingFields<T, K> & string}`]
  ): string[] =>
    (keys as readonly PropertyKey[]).map(String).sort();

/** Asserts that a response object has exactly the given fields. */
export const expectFields = (value: unknown, fields: string[]): void => {
  expect(Object.keys(value as object).sort()).toEqual(fields);
};
