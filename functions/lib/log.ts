/** One logger for every function: JSON lines, which CloudWatch Logs Insights can query. */
type Level = 'debug' | 'info' | 'warn' | 'error';

function write(level: Level, message: string, data?: Record<string, unknown>) {
  // Read on each line, so a test may hear one stretch of what the functions say.
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
