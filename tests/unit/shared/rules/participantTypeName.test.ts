import { describe, expect, it } from 'vitest';
import { participantTypeName } from '@shared/rules/participantTypeName';

describe('participantTypeName', () => {
  const type = { id: 'visitor', texts: { en: 'Visitor', tr: 'Ziyaretçi' } };

  it('takes the reader’s language, also from a regional code', () => {
    expect(participantTypeName(type, 'tr')).toBe('Ziyaretçi');
    expect(participantTypeName(type, 'tr-TR')).toBe('Ziyaretçi');
  });

  it('falls back to English, then any text, then the id', () => {
    expect(participantTypeName(type, 'ru')).toBe('Visitor');
    expect(participantTypeName({ id: 'x', texts: { es: 'Expositor' } }, 'ru')).toBe('Expositor');
    expect(participantTypeName({ id: 'x', texts: {} }, 'ru')).toBe('x');
  });
});
