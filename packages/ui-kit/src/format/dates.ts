const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '14 Mar 2025'; '' for a missing or unreadable date rather than 'Invalid Date'. */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? DATE.format(date) : '';
}

/** '14 Mar 2025, 12:15' in the viewer's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? DATE_TIME.format(date) : '';
}
