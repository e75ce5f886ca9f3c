/**
 * A question to the person at the terminal — only when there is one. Without a terminal on
 * standard input (a script, a timer, a pipe) there is nobody to ask: commands that need consent
 * then refuse rather than guess (server/leads/deletion-plan.ts, server/leads/restore.ts).
 */
import { createInterface } from 'node:readline/promises';

export type Ask = (question: string) => Promise<string>;

export function terminalQuestion(): Ask | undefined {
  if (!process.stdin.isTTY) return undefined;
  return async (question) => {
    const line = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return (await line.question(question)).trim();
    } finally {
      line.close();
    }
  };
}

/** "ja" (or "j"), any case, is yes; anything else is no. */
export const yesNo = (ask: Ask) => async (question: string) => /^(ja|j)$/i.test(await ask(question));
