const dateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A link's expiry as the author reads it, in the browser's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
