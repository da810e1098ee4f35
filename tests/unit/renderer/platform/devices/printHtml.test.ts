import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BADGE_MM,
  imageBadgeHtml,
  textBadgeHtml,
} from '../../../../../renderer/src/platform/devices/printHtml';

describe('print pages', () => {
  it('sizes the page to the badge (90 × 120 mm by default) with one page per copy', () => {
    const html = imageBadgeHtml('blob:http://x/1', 'Badge', 3);
    expect(DEFAULT_BADGE_MM).toEqual({ width: 90, height: 120 });
    expect(html).toContain('@page { size: 90mm 120mm; margin: 0; }');
    expect(html.match(/<img src="blob:http:\/\/x\/1"/g)).toHaveLength(3);
  });

  it("escapes the attendee's data in a text badge", () => {
    const html = textBadgeHtml(
      {
        name: '<img src=x onerror=alert(1)>',
        company: 'Tom & "Jerry"',
        ticketId: 'T-1',
        ticketUrl: 'https://x.example/tickets/T-1',
      },
      'data:image/png;base64,AAAA',
      'Badge <T-1>',
      1,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('Tom &#38; &#34;Jerry&#34;');
    expect(html).toContain('<title>Badge &#60;T-1&#62;</title>');
    expect(html).toContain('<img class="qr" src="data:image/png;base64,AAAA"');
  });

  it('leaves out the lines a text badge does not have', () => {
    const html = textBadgeHtml(
      { name: 'Ada', ticketId: 'T-1', ticketUrl: 'https://x.example/tickets/T-1' },
      'data:,',
      'B',
      1,
    );
    expect(html).not.toContain('class="company"');
    expect(html).not.toContain('class="type"');
    expect(html).toContain('<p class="name">Ada</p>');
  });
});
