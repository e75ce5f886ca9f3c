/**
 * How `npm run leads` and the workbook show a lead's notifications (server/leads/lead-format.ts),
 * as the firm reads them.
 */
import { describe, expect, it } from 'vitest';
import { notificationText } from '~/server/leads/lead-format';

describe("a lead's notifications", () => {
  it('name each channel in Swedish with its state, and a failure with its tries and error', () => {
    expect(
      notificationText([
        { channel: 'email', status: 'sent', attempts: 1, lastError: null },
        { channel: 'webhook', status: 'failed', attempts: 12, lastError: 'webhook: HTTP 500' },
      ]),
    ).toBe('e-post skickad, webhook misslyckad (12 försök: webhook: HTTP 500)');
    expect(notificationText([{ channel: 'webhook', status: 'pending', attempts: 0, lastError: null }])).toBe('webhook väntar');
    expect(notificationText([{ channel: 'email', status: 'failed', attempts: 3, lastError: 'SMTP: 550' }], { errors: false })).toBe('e-post misslyckad');
    expect(notificationText([])).toBe('ingen');
  });
});
