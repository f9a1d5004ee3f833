/** The agent tools' icons, drawn in the text colour (no emoji font is needed on the device). */
const PATHS = {
  downlines:
    'M12 11.2a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4ZM5.5 12.2a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4ZM18.5 12.2a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4ZM6.5 19c.6-3.4 2.8-5.2 5.5-5.2s4.9 1.8 5.5 5.2M2 18c.3-2 1.5-3.2 3.4-3.2M22 18c-.3-2-1.5-3.2-3.4-3.2',
  links: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.3 1.3M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.3-1.3',
  transfer: 'M4 8h14m-4-4 4 4-4 4M20 16H6m4-4-4 4 4 4',
  // A coin with a return arrow: money coming back on the team's play.
  rebates:
    'M12 20a8 8 0 1 0-7.4-5M2.5 12.5l2.1 2.5 2.6-2M12 7.5v9M14.5 9.5c-.4-.9-1.3-1.4-2.5-1.4-1.5 0-2.5.8-2.5 1.9 0 2.6 5 1.4 5 4 0 1.1-1 1.9-2.5 1.9-1.2 0-2.1-.5-2.5-1.4',
} as const;

export function ToolIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
