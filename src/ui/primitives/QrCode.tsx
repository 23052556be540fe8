import { useMemo } from 'react';
import { encodeQr } from './encodeQr';

/** Props of `QrCode`. */
export interface QrCodeProps {
  /** The text to encode (a pairing URI, an address). */
  value: string;
  /** Accessible name of the image, e.g. "QR code for WalletConnect". */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** A mark in the centre (the network's logo; its initials without an image), on a cleared square. */
  logo?: QrLogo | undefined;
}

/** The centre mark of a QR: an image URL, and the name whose initial stands in without one. */
export interface QrLogo {
  src?: string | undefined;
  name: string;
}

const QUIET_ZONE = 4;

/**
 * The side, in modules, of the centre square a logo clears: a fifth of the symbol, odd so it centres on
 * a module. Error-correction level M restores 15% of the codewords; a fifth of the side is 4% of the
 * area, so a scanner still reads the code whatever the logo looks like (QrCode.test.tsx decodes it).
 */
export function qrLogoSide(symbolSize: number): number {
  const side = Math.floor(symbolSize / 5);
  return side % 2 === 1 ? side : side - 1;
}

// One path with a sub-path per horizontal run of dark modules keeps the SVG small (a v10 URI is ~1 kB).
function modulesToPath(modules: readonly boolean[][], cleared?: (x: number, y: number) => boolean): string {
  const parts: string[] = [];
  const dark = (row: readonly boolean[], x: number, y: number) => !!row[x] && !cleared?.(x, y);
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!dark(row, x, y)) continue;
      let run = 1;
      while (x + run < row.length && dark(row, x + run, y)) run++;
      parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`);
      x += run - 1;
    }
  });
  return parts.join('');
}

/** A QR code as an SVG image, dark on light in both themes (scanners need the contrast). */
export function QrCode({ value, label, size = 240, logo }: QrCodeProps) {
  const withLogo = logo !== undefined;
  const { path, extent, version, box } = useMemo(() => {
    const matrix = encodeQr(value);
    const side = withLogo ? qrLogoSide(matrix.size) : 0;
    const start = (matrix.size - side) / 2;
    const inBox = (x: number, y: number) => x >= start && x < start + side && y >= start && y < start + side;
    return {
      path: modulesToPath(matrix.modules, side > 0 ? inBox : undefined),
      extent: matrix.size + QUIET_ZONE * 2,
      version: matrix.version,
      box: side > 0 ? { at: start + QUIET_ZONE, side } : undefined,
    };
  }, [value, withLogo]);
  return (
    <svg
      className="portico-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-version={version}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#141414" />
      {logo && box ? <QrLogoMark logo={logo} at={box.at} side={box.side} /> : null}
    </svg>
  );
}

/** The logo on its cleared square, inset half a module so the code's edge stays crisp around it. */
function QrLogoMark({ logo, at, side }: { logo: QrLogo; at: number; side: number }) {
  const inset = 0.5;
  const inner = side - inset * 2;
  return (
    <g data-qr-logo={`${at} ${at} ${side}`}>
      <rect x={at} y={at} width={side} height={side} fill="#ffffff" />
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
          fill="#141414"
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
