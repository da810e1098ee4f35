import { describe, expect, it } from 'vitest';
import { normalizeSocialLink, normalizeVideoUrl } from '@shared/rules/profileLinks';

describe('normalizeSocialLink', () => {
  it.each([
    ['linkedin', 'ada-lovelace', 'https://www.linkedin.com/in/ada-lovelace'],
    ['linkedin', '@ada-lovelace', 'https://www.linkedin.com/in/ada-lovelace'],
    ['linkedin', 'linkedin.com/in/ada-lovelace/', 'https://www.linkedin.com/in/ada-lovelace'],
    ['linkedin', 'https://de.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
    ['linkedin', 'http://www.linkedin.com/company/lanyard', 'https://www.linkedin.com/company/lanyard'],
    ['instagram', 'ada.lovelace', 'https://www.instagram.com/ada.lovelace'],
    ['instagram', '@ada_l', 'https://www.instagram.com/ada_l'],
    ['instagram', 'https://instagram.com/ada_l/#top', 'https://www.instagram.com/ada_l'],
    ['facebook', 'ada.lovelace', 'https://www.facebook.com/ada.lovelace'],
    ['facebook', 'm.facebook.com/profile.php?id=1000', 'https://www.facebook.com/profile.php?id=1000'],
    ['facebook', 'fb.com/adalovelace', 'https://www.facebook.com/adalovelace'],
    ['twitter', '@ada', 'https://x.com/ada'],
    ['twitter', ' ada_1815 ', 'https://x.com/ada_1815'],
    ['twitter', 'https://twitter.com/ada', 'https://x.com/ada'],
    ['twitter', 'X.COM/ada', 'https://x.com/ada'],
  ] as const)('%s %j → %j', (network, typed, stored) => {
    expect(normalizeSocialLink(network, typed)).toBe(stored);
  });

  it.each([
    ['linkedin', 'https://example.com/in/ada'],
    ['linkedin', 'https://linkedin.com'],
    ['linkedin', 'ad'],
    ['linkedin', 'javascript:alert(1)'],
    ['instagram', 'https://evil-instagram.com/ada'],
    ['instagram', 'ada lovelace'],
    ['facebook', 'ada'],
    ['twitter', 'this_handle_is_too_long'],
    ['twitter', 'https://x.com.evil.com/ada'],
    ['twitter', 'data:text/html,x'],
    ['twitter', ''],
  ] as const)('%s refuses %j', (network, typed) => {
    expect(normalizeSocialLink(network, typed)).toBeNull();
  });
});

describe('normalizeVideoUrl', () => {
  it.each([
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
    [' https://VIMEO.com/76979871 ', 'https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%j → %j', (typed, stored) => {
    expect(normalizeVideoUrl(typed)).toBe(stored);
  });

  it.each([
    'https://example.com/video.mp4',
    'https://youtube.com',
    'https://youtube.com.evil.com/watch?v=x',
    'javascript:alert(1)//youtube.com',
    'https://dailymotion.com/video/x1',
  ])('refuses %j', (typed) => {
    expect(normalizeVideoUrl(typed)).toBeNull();
  });
});
