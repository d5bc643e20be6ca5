/** Reading a GraphQL answer in a test: its first error (which must be there), or its data (no error). */
import { expect } from 'vitest';
import type { GqlResult } from './test-app.js';

export const errorOf = (r: GqlResult) => {
  expect(r.errors, `expected an error, got ${JSON.stringify(r.data)}`).toBeDefined();
  return r.errors![0]!;
};
export const codeOf = (r: GqlResult) => errorOf(r).extensions?.code;
export const fieldsOf = (r: GqlResult) => errorOf(r).extensions?.fields;
export const ok = <T = Record<string, any>>(r: GqlResult<T>): T => {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
};

/** Runs a request that must be refused with `code`, checking that `snapshot` reads the same before and after. */
export const refusedUnchanged = async (snapshot: () => Promise<unknown>, run: () => Promise<GqlResult>, code: string): Promise<GqlResult> => {
  const before = await snapshot();
  const r = await run();
  expect(codeOf(r)).toBe(code);
  expect(await snapshot()).toEqual(before);
  return r;
};
