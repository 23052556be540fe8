import { useMemo } from 'react';
import { PALETTES } from '../theme/palette';
import { encodeQr } from './encodeQr';
import { QR_DOT, qrShapes } from './qrShapes';

export { qrLogoSide } from './qrShapes';

/** Props of `QrCode`. */
export interface QrCodeProps {
  /** The text to encode (a pairing URI, an address). */
  value: string;
  /** Accessible name of the image, e.g. "QR code for WalletConnect". */
  label: string;
  /** Width and height in CSS pixels; with `fill`, the most it grows to. */
  size?: number;
  /** Grow to the width of the container, up to `size` (Receive, where the code is the view). */
  fill?: boolean;
  /** A mark in the centre (the network's logo; its initials without an image), on a cleared square. */
  logo?: QrLogo | undefined;
}

/** The centre mark of a QR: an image URL, and the name whose initial stands in without one. */
export interface QrLogo {
  src?: string | undefined;
  name: string;
}

// Dark on light in both themes, like AppKit's white tile: the light theme's background and text.
// Scanners want dark modules on a light field (many cannot read an inverted code), ~18:1 here.
const TILE = PALETTES.light['color-bg'];
const INK = PALETTES.light['color-fg'];

/**
 * A QR code as an SVG image (crisp at any pixel ratio): dotted data modules, rounded finder patterns,
 * an optional logo on a cleared centre square, dark on a light tile in both themes.
 */
export function QrCode({ value, label, size = 240, fill = false, logo }: QrCodeProps) {
  const withLogo = logo !== undefined;
  const { shapes, version } = useMemo(() => {
    const matrix = encodeQr(value);
    return { shapes: qrShapes(matrix, withLogo), version: matrix.version };
  }, [value, withLogo]);
  const { extent, dots, finders, logoBox } = shapes;
  return (
    <svg
      className="portico-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      style={fill ? { width: '100%', maxWidth: size, height: 'auto', aspectRatio: '1' } : undefined}
      viewBox={`0 0 ${extent} ${extent}`}
      data-version={version}
    >
      <rect width={extent} height={extent} fill={TILE} />
      <path d={dots} fill="none" stroke={INK} strokeWidth={QR_DOT} strokeLinecap="round" />
      {finders.map(({ x, y }) => (
        <g key={`${x} ${y}`} data-qr-finder={`${x} ${y}`}>
          {/* The 1-module ring of the 7x7 square, stroked on its centre line, and the 3x3 eye. */}
          <rect
            x={x + 0.5}
            y={y + 0.5}
            width={6}
            height={6}
            rx={2}
            fill="none"
            stroke={INK}
            strokeWidth={1}
          />
          <rect x={x + 2} y={y + 2} width={3} height={3} rx={1} fill={INK} />
        </g>
      ))}
      {logo && logoBox ? <QrLogoMark logo={logo} at={logoBox.at} side={logoBox.side} /> : null}
    </svg>
  );
}

/** The logo on its cleared square, inset half a module so the dots around it keep their shape. */
function QrLogoMark({ logo, at, side }: { logo: QrLogo; at: number; side: number }) {
  const inset = 0.5;
  const inner = side - inset * 2;
  return (
    <g data-qr-logo={`${at} ${at} ${side}`}>
      <rect x={at} y={at} width={side} height={side} fill={TILE} />
      {logo.src ? (
        <image
          href={logo.src}
          x={at + inset}
          y={at + inset}
          width={inner}
          height={inner}
          preserveAspectRatio="xMidYMid meet"
        />
      ) : (
        <text
          x={at + side / 2}
          y={at + side / 2}
          fontSize={inner * 0.6}
          fontWeight={700}
          fill={INK}
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily="system-ui, sans-serif"
        >
          {Array.from(logo.name.trim())[0]?.toUpperCase() ?? ''}
        </text>
      )}
    </g>
  );
}
