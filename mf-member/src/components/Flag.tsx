/** product-rules 2 balance widget: the country flag, drawn inline (no remote images). Thailand for THB, the demo market. */
export function Flag({ currency, size = 20 }: { currency?: string; size?: number }) {
  const height = Math.round((size * 2) / 3);
  if (currency && currency !== 'THB') {
    return <span style={{ fontSize: 11, fontWeight: 800 }}>{currency}</span>;
  }
  return (
    <svg width={size} height={height} viewBox="0 0 9 6" role="img" aria-label="TH" style={{ borderRadius: 3, flex: 'none' }}>
      <rect width="9" height="6" fill="#A51931" />
      <rect y="1" width="9" height="4" fill="#F4F5F8" />
      <rect y="2" width="9" height="2" fill="#2D2A4A" />
    </svg>
  );
}
