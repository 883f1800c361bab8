const dateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A date and time (a link's or an email's expiry) as the author reads it, in the browser's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
