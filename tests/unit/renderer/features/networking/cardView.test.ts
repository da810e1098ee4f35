import { describe, expect, it } from 'vitest';
import type { CategoryQuestion, ParticipantTypeSummary } from '@shared/schemas/event';
import {
  categoryAnswers,
  jobLine,
  matchReasons,
  safeLink,
  searchReason,
  typeBadge,
} from '../../../../../renderer/src/features/networking/cardView';
import { aCard, aMatch } from './builders';

const t = (key: string, values?: Record<string, string>) => `${key}:${JSON.stringify(values ?? {})}`;

const interests: CategoryQuestion = {
  id: 'q1',
  name: 'Interests',
  type: 'select',
  isPrivate: false,
  subCategories: [
    { id: 'ai', name: 'AI' },
    { id: 'robotics', name: 'Robotics' },
  ],
  maxSelectableOptionCount: null,
};
const motto: CategoryQuestion = { ...interests, id: 'q2', name: 'Motto', type: 'text', subCategories: [] };
const secret: CategoryQuestion = { ...interests, id: 'q3', name: 'Budget', isPrivate: true };

describe('jobLine', () => {
  it("says 'job title at company' when both are given, else whichever is", () => {
    expect(jobLine({ jobTitle: 'CTO', company: 'Acme' }, t)).toBe(
      'networking.card.jobAt:{"jobTitle":"CTO","company":"Acme"}',
    );
    expect(jobLine({ jobTitle: 'CTO', company: ' ' }, t)).toBe('CTO');
    expect(jobLine({ jobTitle: null, company: 'Acme' }, t)).toBe('Acme');
    expect(jobLine({ jobTitle: null, company: null }, t)).toBeNull();
  });
});

describe('typeBadge', () => {
  const types = [{ id: 'vip', texts: { en: 'VIP', tr: 'Özel' } }] as unknown as ParticipantTypeSummary[];
  const colors = { primary: null, participantTypes: { vip: { backgroundColor: '#000', color: '#fff' } } };

  it("names the type in the reader's language with the event's colours for it", () => {
    expect(typeBadge(types, colors, 'vip', 'tr')).toEqual({
      name: 'Özel',
      colors: { backgroundColor: '#000', color: '#fff' },
    });
    expect(typeBadge(types, colors, 'vip', 'ru')?.name).toBe('VIP');
  });

  it('has no colours for a type the event did not colour, and no badge for an unknown type', () => {
    expect(typeBadge(types, { primary: null, participantTypes: {} }, 'vip', 'en')?.colors).toBeUndefined();
    expect(typeBadge(types, colors, 'other', 'en')).toBeNull();
  });
});

describe('matchReasons', () => {
  it('gives booth, priority type, each shared option by name, then active', () => {
    const match = aMatch('p', {
      boothOwner: true,
      priorityPosition: 0,
      priorityLength: 2,
      active: true,
      sharedCategories: [
        { categoryId: 'q1', subCategoryId: 'robotics' },
        { categoryId: 'q1', subCategoryId: 'gone' },
      ],
    });
    expect(matchReasons(match, [interests])).toEqual([
      { kind: 'booth' },
      { kind: 'priority' },
      { kind: 'category', name: 'Robotics', question: 'Interests' },
      { kind: 'active' },
    ]);
  });

  it('never gives an option of a private question as a reason', () => {
    const match = aMatch('p', { sharedCategories: [{ categoryId: 'q3', subCategoryId: 'ai' }] });
    expect(matchReasons(match, [interests, secret])).toEqual([]);
  });

  it('gives nothing without a match or reasons', () => {
    expect(matchReasons(undefined, [interests])).toEqual([]);
    expect(matchReasons(aMatch('p'), [interests])).toEqual([]);
  });
});

describe('searchReason', () => {
  it('says where a text search found a person when the card does not show it', () => {
    const card = aCard({ id: 'p', jobTitle: 'CTO', seek: 'Partners for robotics pilots in Izmir' });
    expect(searchReason(card, 'ROBOT')).toEqual({
      field: 'seek',
      before: 'Partners for ',
      match: 'robot',
      after: 'ics pilots in Izmir',
    });
  });

  it('adds nothing when the hit is on the card already (name, job title, company) or there is no search', () => {
    const card = aCard({ id: 'p', jobTitle: 'Robotics lead', biography: 'Robots all day' });
    expect(searchReason(card, 'robot')).toBeNull();
    expect(searchReason(card, 'lovelace')).toBeNull();
    expect(searchReason(aCard({ id: 'p', biography: 'Robots' }), '')).toBeNull();
  });

  it('never reads a category answer, so a private one cannot show', () => {
    const card = aCard({
      id: 'p',
      categories: [{ categoryId: 'q3', value: 'robot budget' }],
    });
    expect(searchReason(card, 'robot')).toBeNull();
  });
});

describe('categoryAnswers', () => {
  it('shows chosen options by name and text answers, in the questions’ order, never a private question', () => {
    const answers = [
      { categoryId: 'q3', selectedCategoryIds: ['ai'] },
      { categoryId: 'q2', value: ' Build things ' },
      { categoryId: 'q1', selectedCategoryIds: ['robotics', 'unknown', 'ai'] },
    ];
    expect(categoryAnswers(answers, [interests, motto, secret])).toEqual([
      { question: 'Interests', answers: ['Robotics', 'AI'] },
      { question: 'Motto', answers: ['Build things'] },
    ]);
  });

  it('leaves out questions answered with nothing', () => {
    expect(
      categoryAnswers([{ categoryId: 'q2', value: ' ' }, { categoryId: 'q1' }], [interests, motto]),
    ).toEqual([]);
  });
});

describe('safeLink', () => {
  it('keeps web addresses only', () => {
    expect(safeLink('https://example.com')).toBe('https://example.com');
    expect(safeLink('HTTP://example.com')).toBe('HTTP://example.com');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,x')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});
