import { describe, expect, it } from 'vitest';
import { DEFAULT_WEDGE_OPTIONS } from '../../../../../renderer/src/platform/devices/keyboardWedge';
import { HANDHELD_INPUT_DELAY_MS } from '@shared/constants';
import { readScan } from '../../../../../renderer/src/features/station/scanInput';

describe('reading a scan (DECISIONS 15)', () => {
  it("takes a ticket URL from every source, its last segment as the ticket's secret", () => {
    for (const source of ['camera', 'handheld', 'typed'] as const) {
      expect(readScan('https://lanyard.example/tickets/7KQ2M9XW4R8T5N3HPA6C', source)).toEqual({
        kind: 'ticket',
        ticket: { ticketId: '7KQ2M9XW4R8T5N3HPA6C' },
      });
    }
  });

  it('takes a bare ticket number only when typed into the field, as a number (staff look-up)', () => {
    expect(readScan('T-000010', 'typed')).toEqual({ kind: 'ticket', ticket: { ticketNumber: 'T-000010' } });
    expect(readScan('T-000010', 'camera')).toEqual({ kind: 'invalid' });
    expect(readScan('T-000010', 'handheld')).toEqual({ kind: 'invalid' });
  });

  it('refuses anything else: the scan-data error', () => {
    expect(readScan('BEGIN:VCARD', 'camera')).toEqual({ kind: 'invalid' });
    expect(readScan('ftp://host/tickets/T-1', 'typed')).toEqual({ kind: 'invalid' });
    expect(readScan('two words', 'typed')).toEqual({ kind: 'invalid' });
  });
});

describe('handheld input delay (spec §4: processed after 1 s)', () => {
  it('the keyboard-wedge reader takes a code without a terminator after HANDHELD_INPUT_DELAY_MS', () => {
    expect(DEFAULT_WEDGE_OPTIONS.idleMs).toBe(HANDHELD_INPUT_DELAY_MS);
  });
});
