/** One logger for every function: JSON lines, which CloudWatch Logs Insights can query. */
type Level = 'debug' | 'info' | 'warn' | 'error';

function write(level: Level, message: string, data?: Record<string, unknown>) {
  // Read at each line, so a test can hear one call's lines.
  if (process.env.LOG_LEVEL === 'silent' || (level === 'debug' && process.env.LOG_LEVEL !== 'debug')) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...data });
  (level === 'error' || level === 'warn' ? console.error : console.log)(line);
}

export const log = {
  debug: (message: string, data?: Record<string, unknown>) => write('debug', message, data),
  info: (message: string, data?: Record<string, unknown>) => write('info', message, data),
  warn: (message: string, data?: Record<string, unknown>) => write('warn', message, data),
  error: (message: string, data?: Record<string, unknown>) => write('error', message, data),
};

/**
 * The line the API's error middleware writes for an exception it answers with a 500 (a bug, a
 * refused AWS call, a service down). Lambda counts no error for a request it answered, so the
 * stack counts this line in the API's log groups and alarms on it (infra/constructs/alerts.ts):
 * one text, the log line's message and the metric filter's pattern.
 */
export const UNHANDLED_ERROR_LINE = 'Unhandled error: answered 500';
