/**
 * Calendar days of the shop's time zone. Egypt moves its clocks for summer time (again since 2023), so the day
 * of an instant comes from the runtime's time-zone data, never from a fixed offset.
 */
export function dayOf(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Every calendar day from `from` to `to`, both included, in order (the dates carry no time zone). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
