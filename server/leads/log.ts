/**
 * How the lead service reports what happens: the server hands it Fastify's own logger (pino),
 * so notifications and leads become JSON lines beside the request lines (server/logging.ts).
 * Fields carry ids, kinds, channels and reasons — never a visitor's name, address or message.
 */
export type LogData = Record<string, unknown>;

export interface LeadLog {
  info(data: LogData, message: string): void;
  warn(data: LogData, message: string): void;
  error(data: LogData, message: string): void;
}

/** A plain function as a LeadLog (tests and scripts that collect the messages as text). */
export function textLog(write: (message: string) => void): LeadLog {
  return { info: (_data, message) => write(message), warn: (_data, message) => write(message), error: (_data, message) => write(message) };
}

export const stderrLog = textLog((message) => console.error(message));

export const asLeadLog = (log: LeadLog | ((message: string) => void) | undefined): LeadLog =>
  log === undefined ? stderrLog : typeof log === 'function' ? textLog(log) : log;
