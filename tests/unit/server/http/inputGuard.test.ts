import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@shared/schemas/limits';
import { findInputProblem, problemField } from '../../../../server/http/inputGuard';

/** A value nested `depth` levels deep: arrays in arrays, the innermost empty. */
const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
};

describe('findInputProblem: what no schema should have to see', () => {
  it('lets ordinary request values through', () => {
    expect(
      findInputProblem({ name: 'Zeynep', tags: ['a', 'b'], n: 1, ok: true, none: null, emoji: '🎫 Şahin' }),
    ).toBeNull();
  });

  it('names the nested field whose string holds a NUL byte', () => {
    expect(findInputProblem({ template: { objects: [{ text: 'ok' }, { text: 'a\u0000b' }] } })).toEqual({
      path: ['template', 'objects', 1, 'text'],
      message: 'validation.error.invalidCharacters',
    });
  });

  it('names the object whose key holds a NUL byte', () => {
    const problem = findInputProblem({ uiSettings: { 'lang\u0000': 'en' } });
    expect(problem).toEqual({ path: ['uiSettings'], message: 'validation.error.invalidCharacters' });
    expect(problemField(findInputProblem({ 'k\u0000': 1 })!, 'body')).toBe('body');
  });

  it('refuses a lone surrogate, which is not UTF-8, and accepts a pair', () => {
    expect(findInputProblem({ name: 'x\uD800' })?.path).toEqual(['name']);
    expect(findInputProblem({ name: '\uDC00x' })?.path).toEqual(['name']);
    expect(findInputProblem({ name: '\uD83C\uDFAB' })).toBeNull();
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more, naming the top-level field`, () => {
    expect(findInputProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(findInputProblem({ uiSettings: nested(MAX_JSON_DEPTH) })).toEqual({
      path: ['uiSettings'],
      message: 'validation.error.tooDeep',
    });
    expect(problemField(findInputProblem(nested(MAX_JSON_DEPTH + 1))!, 'body')).toBe('body');
  });

  it('walks 100,000 levels without recursing', () => {
    expect(() => findInputProblem(nested(100_000), 200_000)).not.toThrow();
    expect(findInputProblem(nested(100_000))?.message).toBe('validation.error.tooDeep');
  });
});
