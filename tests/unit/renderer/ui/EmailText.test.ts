import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailText } from '../../../../renderer/src/ui/EmailText';

describe('EmailText', () => {
  it('offers line breaks only before the @ and each dot, never inside a name', () => {
    expect(renderToStaticMarkup(createElement(EmailText, { email: 'grace.hopper@navy.example' }))).toBe(
      'grace<wbr/>.hopper<wbr/>@navy<wbr/>.example',
    );
  });
});
