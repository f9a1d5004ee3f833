import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/**
 * A link as a QR code (the referral invite, an agent's affiliate links), imported by its path and lazily, so only the
 * screens that draw one load qrcode-generator. It is drawn as one SVG path (qrcode-generator computes the modules; nothing is fetched
 * from elsewhere, so it works offline and shows no third party the member's link).
 */
export function QrCode({ text, label, size = 168, testId = 'invite-qr' }: { text: string; label: string; size?: number; testId?: string }) {
  const { path, count } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    return { path: d, count: n + 8 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
