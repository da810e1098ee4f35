import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/constants';
import { chatTextRefusal, normalizeChatText } from '@shared/rules/chatText';
import { chatText } from '@shared/schemas/chat';

describe('chat message text (spec networking §5)', () => {
  it.each([
    ['trims both ends', '  hello \n', 'hello'],
    ['keeps single line breaks', 'one\ntwo', 'one\ntwo'],
    ['collapses blank lines to one', 'one\n\n\n\ntwo', 'one\n\ntwo'],
    ['counts a line of spaces as blank', 'one\n  \n\t\n \ntwo', 'one\n\ntwo'],
    ['unifies Windows and old Mac line breaks', 'one\r\n\r\n\r\ntwo\rthree', 'one\n\ntwo\nthree'],
    ['keeps inner spaces of a line', 'a  b', 'a  b'],
  ])('%s', (_, raw, expected) => {
    expect(normalizeChatText(raw)).toBe(expected);
  });

  it('refuses blank text and text over the limit, after normalizing', () => {
    expect(chatTextRefusal(' \n\n \t')).toBe('empty');
    expect(chatTextRefusal('x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(chatTextRefusal(`  ${'x'.repeat(CHAT_MESSAGE_MAX_LENGTH)}\n\n`)).toBeNull();
    expect(chatTextRefusal('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('is what the request schema stores, and the schema refuses what the rule refuses', () => {
    expect(chatText.parse(' hi\n\n\nthere ')).toBe('hi\n\nthere');
    expect(chatText.safeParse('   ').success).toBe(false);
    expect(chatText.safeParse('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)).success).toBe(false);
    expect(chatText.safeParse('a\u0000b').success).toBe(false);
  });
});
