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

const MB = 1024 * 1024;
/** A file's size as a person reads it: "48 KB", "4.2 MB". */
export const formatBytes = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;
