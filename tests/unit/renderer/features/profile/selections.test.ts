import { describe, expect, it } from 'vitest';
import { addEntry, toggleSelection } from '../../../../../renderer/src/features/profile/selections';
import { byQuestion, fieldErrors } from '../../../../../renderer/src/features/profile/formErrors';
import { cameraErrorKey } from '../../../../../renderer/src/features/profile/cameraError';

describe('toggleSelection', () => {
  it('adds until the limit, then refuses with the counts of the message', () => {
    expect(toggleSelection(['a'], 'b', 2)).toEqual({ selected: ['a', 'b'], refused: null });
    expect(toggleSelection(['a', 'b'], 'c', 2)).toEqual({
      selected: ['a', 'b'],
      refused: { count: 2, max: 2 },
    });
  });

  it('always takes one away, and sets no limit without one', () => {
    expect(toggleSelection(['a', 'b'], 'a', 2)).toEqual({ selected: ['b'], refused: null });
    expect(toggleSelection(['a', 'b'], 'c', null).selected).toEqual(['a', 'b', 'c']);
  });
});

describe('addEntry', () => {
  it('adds trimmed text once whatever its case, nothing for blank text', () => {
    expect(addEntry(['Robotics'], '  AI ', 8).list).toEqual(['Robotics', 'AI']);
    expect(addEntry(['Robotics'], 'robotics', 8).list).toEqual(['Robotics']);
    expect(addEntry(['Robotics'], '   ', 8).list).toEqual(['Robotics']);
  });

  it('refuses a ninth entry when at most 8 are allowed', () => {
    const eight = ['1', '2', '3', '4', '5', '6', '7', '8'];
    expect(addEntry(eight, '9', 8)).toEqual({ list: eight, refused: { count: 8, max: 8 } });
    expect(addEntry(eight, '9', undefined).list).toHaveLength(9);
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field path, with its values', () => {
    expect(
      fieldErrors([
        { path: ['name'], message: 'validation.error.required' },
        { path: ['name'], message: 'validation.error.tooLong' },
        { path: ['some', 'linkedin'], message: 'validation.error.socialLink' },
        { path: ['industries'], message: 'validation.error.maxSelections', params: { max: 8 } },
      ]),
    ).toEqual({
      name: { key: 'validation.error.required' },
      'some.linkedin': { key: 'validation.error.socialLink' },
      industries: { key: 'validation.error.maxSelections', params: { max: 8 } },
    });
  });
});

describe('byQuestion', () => {
  it('names a category answer’s message by its question instead of its place in the body', () => {
    const errors = { 'categories.1.selectedCategoryIds': { key: 'k' }, name: { key: 'n' } };
    expect(byQuestion(errors, [{ categoryId: 'q1' }, { categoryId: 'q2' }])).toEqual({
      'categories.q2': { key: 'k' },
      name: { key: 'n' },
    });
  });
});

describe('cameraErrorKey', () => {
  it('tells a refusal, a missing camera and any other failure apart', () => {
    expect(cameraErrorKey(new DOMException('no', 'NotAllowedError'))).toBe('profile.photo.cameraDenied');
    expect(cameraErrorKey(new DOMException('no', 'NotFoundError'))).toBe('profile.photo.cameraMissing');
    expect(cameraErrorKey(new DOMException('busy', 'NotReadableError'))).toBe('profile.photo.cameraFailed');
    expect(cameraErrorKey('odd')).toBe('profile.photo.cameraFailed');
  });
});
