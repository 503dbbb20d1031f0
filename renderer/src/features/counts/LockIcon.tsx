// Process: renderer. The lock of a read-only session, drawn (an emoji lock depends on the PC's fonts: headless
// Chromium and some Linux desktops draw an empty box instead). Labelled "Locked" unless the text beside says so.
export function LockIcon({ size = 20, label }: { size?: number; label?: string }) {
  return (
    <svg
      className="lock-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={label ?? 'Locked'}
      aria-hidden={label ? undefined : true}
      data-lock-icon=""
    >
      <path d="M7 10V7a5 5 0 0 1 10 0v3" fill="none" stroke="currentColor" strokeWidth="2.5" />
      {/* The body with the keyhole cut out (evenodd), so the icon reads on a light or a dark background. */}
      <path
        fillRule="evenodd"
        fill="currentColor"
        d="M6 10h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zM12 14.2a1.8 1.8 0 1 0 0 3.6a1.8 1.8 0 1 0 0-3.6z"
      />
    </svg>
  );
}
