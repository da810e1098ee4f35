import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import { errorKinds, type ErrorName } from '@shared/errors';
import { CHAT_REFUSAL_ERRORS, INVITE_REFUSAL_ERRORS } from '@shared/rules/refusalErrors';
import { inviteRefusal } from '@shared/schemas/invitations';
import { describeError, errorText } from '../../../../renderer/src/api/errorMessage';
import { ApiCallError } from '../../../../renderer/src/api/errors';
import en from '../../../../renderer/src/i18n/locales/en.json';
import es from '../../../../renderer/src/i18n/locales/es.json';
import ru from '../../../../renderer/src/i18n/locales/ru.json';
import tr from '../../../../renderer/src/i18n/locales/tr.json';

/*
 * Issue 20: a refusal a person can meet in meetings and chat says its own reason in their language,
 * never the generic "Please check this value." that a field-less conflict used to fall back to.
 */

const catalogues = { en, tr, ru, es };
const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: Object.fromEntries(Object.entries(catalogues).map(([lng, c]) => [lng, { translation: c }])),
  initAsync: false,
});

/** The texts that say nothing about why: what a specific refusal must never show. */
const GENERIC = new Set(['errors.invalidField', 'errors.invalidInput', 'errors.unknown']);

/**
 * The refusals of server/services/meetings and server/services/chat a person can run into: the
 * invite and chat rules' answers, and the state the other person changed meanwhile.
 */
const REACHABLE: readonly ErrorName[] = [
  ...inviteRefusal.options.map((reason) => INVITE_REFUSAL_ERRORS[reason]),
  ...Object.values(CHAT_REFUSAL_ERRORS),
  'MeetingLimit',
  'InvitationNotLive',
  'InvitationDeclined',
  'MeetingUnderWay',
  'MeetingCancelled',
  'MeetingLocked',
  'RequestChanged',
  'AlreadyInMeeting',
  'NotOnBoothTeam',
  'SessionCollision',
  'SessionEnded',
  'SessionNotStarted',
  'ChatNotOwnMessage',
  'ChatPinEmpty',
];

/** The server's answer as the client receives it: its status, code, a developer's text and the field. */
const answer = (name: ErrorName) =>
  new ApiCallError(errorKinds[name].status, errorKinds[name].code, 'a text for the logs', 'participantId');

describe('a refusal says its own reason (issue 20)', () => {
  it('names an answer for every refusal of the invite rule the wire can carry', () => {
    expect(Object.keys(INVITE_REFUSAL_ERRORS).sort()).toEqual([...inviteRefusal.options].sort());
  });

  it.each([...new Set(REACHABLE)])('%s has a text of its own in all four languages', (name) => {
    const { key } = describeError(answer(name));
    expect(GENERIC.has(key), `${name} falls back to ${key}`).toBe(false);
    for (const lng of LANGUAGES) {
      const text = i18n.getFixedT(lng)(key, { defaultValue: '' });
      expect(text, `${lng}: ${key}`).not.toBe('');
      expect(text).not.toBe(i18n.getFixedT(lng)('errors.invalidField'));
    }
    expect(errorText(answer(name), i18n.getFixedT('en'))).not.toBe(en.errors.invalidField);
  });

  it('tells a person who has not joined yet apart from one the rules refuse', () => {
    const t = i18n.getFixedT('en');
    expect(errorText(answer(INVITE_REFUSAL_ERRORS.notJoined), t)).toBe(en.errors.notJoined);
    expect(errorText(answer(CHAT_REFUSAL_ERRORS.notJoined), t)).toBe(en.errors.notJoined);
    expect(errorText(answer(CHAT_REFUSAL_ERRORS.typeNotAllowed), t)).toBe(en.errors.chat['MST-00150']);
  });
});
