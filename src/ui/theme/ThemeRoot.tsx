import { type ElementType, type HTMLAttributes, type ReactNode, useMemo } from 'react';
import { useKitSelector } from '../../store/react/kitHooks';
import { directionOf } from '../i18n/textDirection';
import { BASE_STYLE_ID, baseCss, ROOT_ATTRIBUTE } from './baseCss';
import { themeStyle } from './themeStyle';
import { useStyles } from './useStyles';

/** Props of `ThemeRoot`: any HTML attributes plus the element to render. */
export interface ThemeRootProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  children?: ReactNode;
}

/**
 * A kit root element: marks the scope every kit selector starts from, carries the theme mode and
 * the theme's custom properties, and makes sure the base stylesheet is in the document.
 */
export function ThemeRoot({ as: Element = 'div', className, style, children, ...rest }: ThemeRootProps) {
  useStyles(BASE_STYLE_ID, baseCss);
  const { themeMode, themeVariables } = useKitSelector((s) => s.theme);
  const variables = useMemo(() => themeStyle(themeMode, themeVariables), [themeMode, themeVariables]);
  const attributes = { [ROOT_ATTRIBUTE]: '' };
  // Right-to-left for Arabic and Hebrew (issue 28).
  const locale = useKitSelector((s) => s.options.locale);
  return (
    <Element
      {...rest}
      {...attributes}
      data-theme={themeMode}
      dir={directionOf(locale)}
      lang={locale}
      className={className}
      style={{ ...variables, ...style }}
    >
      {children}
    </Element>
  );
}
