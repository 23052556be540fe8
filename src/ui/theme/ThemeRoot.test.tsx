/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { createTestKit, renderWithKit } from '../../../test/ui/createTestKit';
import { ANIMATION_MS } from '../../core/constants/display';
import { ACCENT_COLORS } from '../../core/constants/theme';
import type { AppKit } from '../../kit/createAppKit';
import { BASE_STYLE_ID, baseCss, ROOT } from './baseCss';
import { PALETTES } from './palette';
import { readableForeground } from './readableForeground';
import { ThemeRoot } from './ThemeRoot';
import { themeStyle } from './themeStyle';
import { injectStyles } from './useStyles';

jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

let kit: AppKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.destroy());

const rootOf = () => screen.getByTestId('root');
const variable = (name: string) => rootOf().style.getPropertyValue(`--portico-${name}`);

describe('ThemeRoot', () => {
  test('default', () => {
    renderWithKit(kit, <ThemeRoot data-testid="root" />);
    expect(rootOf().hasAttribute('data-portico-root')).toBe(true);
    expect(rootOf().getAttribute('data-theme')).toBe('dark');
    expect(variable('accent')).toBe(ACCENT_COLORS.dark.accent);
    expect(variable('color-bg')).toBe(ACCENT_COLORS.dark.background);
    expect(variable('z-index')).toBe('999');
  });

  test('behavior: setThemeMode and setThemeVariables change the CSS variables at run time', () => {
    renderWithKit(kit, <ThemeRoot data-testid="root" />);
    act(() => kit.setThemeMode('light'));
    expect(rootOf().getAttribute('data-theme')).toBe('light');
    expect(variable('accent')).toBe(ACCENT_COLORS.light.accent);
    expect(variable('color-bg')).toBe(ACCENT_COLORS.light.background);
    expect(variable('color-fg')).toBe(PALETTES.light['color-fg']);
    act(() =>
      kit.setThemeVariables({
        accent: '#ff6600',
        fontFamily: 'Georgia, serif',
        borderRadiusMaster: '2px',
        zIndex: 5000,
        colorMix: '#00ff00',
        colorMixStrength: 20,
      }),
    );
    expect(variable('accent')).toBe('#ff6600');
    expect(variable('font-family')).toBe('Georgia, serif');
    expect(variable('border-radius-master')).toBe('2px');
    expect(variable('z-index')).toBe('5000');
    expect(variable('color-bg')).toContain('color-mix(in srgb, #00ff00 20%');
  });

  test('behavior: the base stylesheet is injected once per document however many roots mount', () => {
    renderWithKit(
      kit,
      <>
        <ThemeRoot />
        <ThemeRoot />
      </>,
    );
    renderWithKit(kit, <ThemeRoot />);
    expect(document.querySelectorAll(`style#${BASE_STYLE_ID}`)).toHaveLength(1);
    expect(injectStyles(document, BASE_STYLE_ID, 'ignored')).toBe(document.getElementById(BASE_STYLE_ID));
  });

  test('behavior: every selector is scoped to the kit root and motion honours reduced-motion', () => {
    const rules = baseCss
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/@keyframes[^{]+\{[^}]*\{[^}]*\}\s*\}/g, '')
      .replace(/@media[^{]+\{/g, '')
      .split('}')
      .map((rule) => rule.split('{')[0]?.trim())
      .filter((selector): selector is string => !!selector);
    for (const selector of rules) {
      for (const part of selector.split(',')) expect(part.trim().startsWith(ROOT)).toBe(true);
    }
    expect(baseCss).toContain(`--portico-duration-header-text: ${ANIMATION_MS.headerText}ms`);
    expect(baseCss).toContain(`--portico-duration-modal-height: ${ANIMATION_MS.modalHeight}ms`);
    expect(baseCss).toContain(`--portico-duration-view: ${ANIMATION_MS.view}ms`);
    const reduced = baseCss.slice(baseCss.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toContain('--portico-duration-view: 0ms');
  });

  test('error: an unknown theme mode falls back to the dark palette', () => {
    const style = themeStyle('sepia' as 'dark');
    expect(style['--portico-color-bg']).toBe(PALETTES.dark['color-bg']);
  });
});

describe('readableForeground', () => {
  test('default', () => {
    expect(readableForeground(ACCENT_COLORS.dark.accent)).toBe('#0b1030');
    expect(readableForeground('#000000')).toBe('#ffffff');
    expect(readableForeground('rgb(20, 20, 120)')).toBe('#ffffff');
    expect(readableForeground('#fff')).toBe('#0b1030');
  });

  test('error: an unparseable colour keeps the dark ink', () => {
    expect(readableForeground('var(--brand)')).toBe('#0b1030');
  });
});
