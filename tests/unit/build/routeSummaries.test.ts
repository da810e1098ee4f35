import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutRouteSummaries } from '../../../vite.routeSummaries';

/** The renderer builds leave the route table's summaries out (vite.routeSummaries.ts). */
describe('route summaries left out of the renderer', () => {
  it('drops a summary in any quoting, on its line or the next, and keeps everything else', () => {
    const source = [
      "  a: route({ method: 'GET', path: '/v1/a', summary: 'It\\'s A, with a, comma', response: x }),",
      '  b: route({',
      "    method: 'POST',",
      '    summary:',
      '      `B: one (two) three`,',
      '    body: y,',
      '  }),',
      '  c: route({ summary: "C", path: `/v1/${p}` }),',
    ].join('\n');
    expect(withoutRouteSummaries(source)).toBe(
      [
        "  a: route({ method: 'GET', path: '/v1/a', response: x }),",
        '  b: route({',
        "    method: 'POST',",
        '    ',
        '    body: y,',
        '  }),',
        '  c: route({ path: `/v1/${p}` }),',
      ].join('\n'),
    );
  });

  it('leaves no literal summary in the route table', () => {
    const dir = new URL('../../../shared/api/routes/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const left = withoutRouteSummaries(readFileSync(new URL(file, dir), 'utf8'));
      expect(left, file).not.toMatch(/\bsummary:\s*['"`]/);
    }
  });
});
