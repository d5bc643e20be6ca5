import { act, renderHook } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { skpdSchema } from '@rules/validation';
import { graphQLFieldMessages, useFieldErrors } from './fieldErrors';

const badInput = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Akun sudah dipakai',
      extensions: { code: 'BAD_USER_INPUT', fields: { username: 'Akun sudah dipakai' } },
    },
  ],
});

describe('useFieldErrors', () => {
  it('maps a zod result to Field props', () => {
    const { result } = renderHook(() => useFieldErrors());
    let ok = true;
    act(() => {
      ok = result.current.fromZod(skpdSchema.safeParse({ skpd: '', kode: 1, status: 1 }));
    });
    expect(ok).toBe(false);
    expect(result.current.field('skpd')).toEqual({ validationMessage: 'SKPD tidak boleh kosong', validationState: 'error' });
    expect(result.current.field('kode')).toEqual({});
    act(() => result.current.clear('skpd'));
    expect(result.current.field('skpd')).toEqual({});
  });

  it('maps extensions.fields of a GraphQL error', () => {
    expect(graphQLFieldMessages(badInput)).toEqual({ username: 'Akun sudah dipakai' });
    expect(graphQLFieldMessages(new Error('x'))).toBeUndefined();
    const { result } = renderHook(() => useFieldErrors());
    let shown = false;
    act(() => {
      shown = result.current.fromGraphQL(badInput, ['username']);
    });
    expect(shown).toBe(true);
    expect(result.current.field('username').validationMessage).toBe('Akun sudah dipakai');
    act(() => {
      shown = result.current.fromGraphQL(badInput, ['nama']);
    });
    expect(shown).toBe(false);
  });

  it('a save that succeeds clears the messages of the one that failed before it', async () => {
    const { result } = renderHook(() => useFieldErrors());
    await act(() => result.current.save(() => Promise.reject(badInput), ['username'], () => undefined));
    expect(result.current.field('username').validationMessage).toBe('Akun sudah dipakai');
    let saved = false;
    await act(() => result.current.save(() => Promise.resolve(), ['username'], () => (saved = true)));
    expect(saved).toBe(true);
    expect(result.current.field('username')).toEqual({});
  });
});
