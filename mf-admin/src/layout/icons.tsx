/** The sidebar's line icons, drawn inline (no icon font, no extra download). */
const PATHS = {
  megaphone:
    'M3 11v2a1 1 0 0 0 1 1h2l4 4V6L6 10H4a1 1 0 0 0-1 1zm11-4.5v11a6 6 0 0 0 0-11zM14 3v2a8 8 0 0 1 0 14v2a10 10 0 0 0 0-18z',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-3.3 0-7 1.6-7 4v2h14v-2c0-2.4-3.7-4-7-4zm7.5-2a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm1.5 2h-.6c1.3 1 2.1 2.3 2.1 4v2h4v-2c0-2.1-2.8-3.6-5.5-4z',
  bag: 'M7 7V6a5 5 0 0 1 10 0v1h3l1 15H3L4 7h3zm2 0h6V6a3 3 0 0 0-6 0v1z',
  question:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2v2zm2.1-7.8-.9.9c-.7.7-1.2 1.3-1.2 2.9h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3A2 2 0 1 0 10 9H8a4 4 0 1 1 7.1 2.2z',
  box: 'M21 7.5 12 2 3 7.5v9L12 22l9-5.5v-9zM12 4.3l6.2 3.7L12 11.7 5.8 8 12 4.3zM5 9.8l6 3.6v6.2l-6-3.6V9.8zm8 9.8v-6.2l6-3.6v6.2l-6 3.6z',
  ticket:
    'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4V7zm7 .5v2h2v-2h-2zm0 4v2h2v-2h-2zm0 4v2h2v-2h-2z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 3.2V17h16V8.2l-8 5.3-8-5.3zM5.4 7 12 11.4 18.6 7H5.4z',
  star: 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z',
  coins:
    'M12 3C7 3 3 4.8 3 7v10c0 2.2 4 4 9 4s9-1.8 9-4V7c0-2.2-4-4-9-4zm0 2c4.2 0 7 1.4 7 2s-2.8 2-7 2-7-1.4-7-2 2.8-2 7-2zM5 9.7C6.6 10.5 9.1 11 12 11s5.4-.5 7-1.3V12c0 .6-2.8 2-7 2s-7-1.4-7-2V9.7zm0 5C6.6 15.5 9.1 16 12 16s5.4-.5 7-1.3V17c0 .6-2.8 2-7 2s-7-1.4-7-2v-2.3z',
  gear: 'M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.7 7.7 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1L11 21h4l.4-2.9a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5-2.2-1.6zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z',
  history:
    'M13 3a9 9 0 0 0-9 9H1l4 4 4-4H6a7 7 0 1 1 2.05 4.95l-1.41 1.41A9 9 0 1 0 13 3zm-1 5v5l4.25 2.52.77-1.28-3.52-2.09V8H12z',
  // a bar chart
  chart: 'M3 21h18v-2H3v2zM5 17h3V9H5v8zm5.5 0h3V4h-3v13zM16 17h3v-6h-3v6z',
  home: 'M12 3 2 12h3v9h6v-6h2v6h6v-9h3L12 3z',
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  close: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12 19 6.4 17.6 5 12 10.6 6.4 5z',
  collapse: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}
