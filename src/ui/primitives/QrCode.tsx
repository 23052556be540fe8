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
}

const QUIET_ZONE = 4;

// One path with a sub-path per horizontal run of dark modules keeps the SVG small (a v10 URI is ~1 kB).
function modulesToPath(modules: readonly boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`);
      x += run - 1;
    }
  });
  return parts.join('');
}

/** A QR code as an SVG image, dark on light in both themes (scanners need the contrast). */
export function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const { path, extent, version } = useMemo(() => {
    const matrix = encodeQr(value);
    return {
      path: modulesToPath(matrix.modules),
      extent: matrix.size + QUIET_ZONE * 2,
      version: matrix.version,
    };
  }, [value]);
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
    </svg>
  );
}
