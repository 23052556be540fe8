/** @jest-environment jsdom */
import { execFileSync } from 'node:child_process';
import { render } from '@testing-library/react';
import { DEFAULT_SOCIALS } from '../../core/constants/features';
import { SocialMark } from './SocialMark';

// Issue 22: social buttons were letter tiles in arbitrary colours (Farcaster and Facebook both "F").

test('default: every default social shows its own logo on its brand colour, no letters', () => {
  const paths = new Set<string>();
  for (const provider of DEFAULT_SOCIALS) {
    const { container, unmount } = render(<SocialMark provider={provider} name={provider} />);
    const mark = container.querySelector(`[data-social-logo="${provider}"]`) as HTMLElement | null;
    expect(mark).not.toBeNull();
    expect(mark!.textContent).toBe('');
    expect(mark!.style.backgroundColor).not.toBe('');
    const path = mark!.querySelector('svg path')?.getAttribute('d') ?? '';
    expect(path.length).toBeGreaterThan(100);
    paths.add(path);
    unmount();
  }
  expect(paths.size).toBe(DEFAULT_SOCIALS.length);
});

test('behavior: the mark is decorative (the button names the provider)', () => {
  const { container } = render(<SocialMark provider="google" name="Google" />);
  expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
});

test('behavior: a provider with no logo keeps the initials of its name', () => {
  const { container } = render(<SocialMark provider="myspace" name="Myspace" />);
  expect(container.textContent).toBe('M');
});

test('behavior: the shipped logos are what scripts/writeSocialLogos.mjs writes from simple-icons', () => {
  expect(() => execFileSync(process.execPath, ['scripts/writeSocialLogos.mjs', '--check'])).not.toThrow();
});
