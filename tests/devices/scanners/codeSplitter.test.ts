import { describe, expect, it } from 'vitest';
import { createCodeSplitter } from '../../../main/devices/scanners/codeSplitter';

/** Feeds the chunks in turn and collects every code that comes out. */
function split(suffix: '\r' | '\n' | '\r\n' | '\t', chunks: string[]): string[] {
  const splitter = createCodeSplitter(suffix);
  return chunks.flatMap((chunk) => splitter.push(Buffer.from(chunk, 'utf8')));
}

describe('serial code splitter', () => {
  it('holds back a code until its suffix arrives', () => {
    const splitter = createCodeSplitter('\r');

    expect(splitter.push(Buffer.from('T-1'))).toEqual([]);
    expect(splitter.push(Buffer.from('00\r'))).toEqual(['T-100']);
  });

  it('finds a two-byte CR LF suffix cut between chunks', () => {
    expect(split('\r\n', ['T-1\r', '\nT-2\r', '\n'])).toEqual(['T-1', 'T-2']);
  });

  it('does not end a code at a lone CR when the suffix is CR LF', () => {
    expect(split('\r\n', ['T-1\rX\r\n'])).toEqual(['T-1\rX']);
  });

  it('drops the LF of a CR LF scanner when the suffix is CR, in the same or the next chunk', () => {
    expect(split('\r', ['T-1\r\nT-2\r', '\nT-3\r'])).toEqual(['T-1', 'T-2', 'T-3']);
  });

  it('keeps a UTF-8 character cut between chunks whole', () => {
    const bytes = Buffer.from('Ğ\r', 'utf8');
    const splitter = createCodeSplitter('\r');

    expect(splitter.push(bytes.subarray(0, 1))).toEqual([]);
    expect(splitter.push(bytes.subarray(1))).toEqual(['Ğ']);
  });

  it('yields nothing for codes that are empty or only control characters', () => {
    expect(split('\n', ['\n\u0002\u0003\n\r\n', '\u0000\n'])).toEqual([]);
  });

  it('forgets the unfinished code on reset()', () => {
    const splitter = createCodeSplitter('\r');
    splitter.push(Buffer.from('T-cut'));

    splitter.reset();

    expect(splitter.push(Buffer.from('T-2\r'))).toEqual(['T-2']);
  });
});
