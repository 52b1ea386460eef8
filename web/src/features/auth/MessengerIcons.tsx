/** The Telegram and Viber marks as inline SVG (brand colours), for the sign-in links. */
export function TelegramIcon({ size = 64 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#29A9EB" />
      <path
        fill="#fff"
        d="M10.9 23.4 34 14.5c1.1-.4 2 .3 1.7 1.9l-3.9 18.5c-.3 1.3-1.1 1.6-2.2 1l-6-4.4-2.9 2.8c-.3.3-.6.6-1.2.6l.4-6.1 11.1-10c.5-.4-.1-.7-.7-.3l-13.7 8.6-5.9-1.8c-1.3-.4-1.3-1.3.2-1.9Z"
      />
    </svg>
  );
}

export function ViberIcon({ size = 64 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#7360F2" />
      <path
        fill="#fff"
        d="M24 11c-7.3 0-12 3.6-12 11.3 0 4.4 1.5 7.4 4 9.2v5.1c0 .6.7.9 1.1.5l3.5-3.4c1.1.2 2.2.3 3.4.3 7.3 0 12-3.6 12-11.7S31.3 11 24 11Zm5.9 16.4c-.4 1-1.6 1.8-2.6 1.7-4.4-.6-9-4.8-10-9.3-.2-1 .6-2.2 1.6-2.6.5-.2 1 0 1.3.4l1.3 2c.3.5.2 1.1-.2 1.4l-.6.5c.7 1.9 2.1 3.2 4 4l.5-.6c.4-.4 1-.5 1.4-.2l2 1.2c.4.4.5.9.3 1.5Z"
      />
    </svg>
  );
}
