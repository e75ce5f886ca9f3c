/**
 * The booking tables' statements (migration 10), written once for both databases: `?`
 * placeholders, which the PostgreSQL store numbers (postgres/pg-bookings.ts `numbered`), and only
 * what both dialects read alike (ON CONFLICT, RETURNING). The transactions around them are each
 * store's own (SQLite's are synchronous, PostgreSQL's are not).
 */
export const bookingSql = {
  partners: `SELECT u.id AS user_id, u.email, p.settings, p.updated_at FROM users u LEFT JOIN booking_partners p ON p.user_id = u.id
             WHERE u.role IN ('partner', 'admin') ORDER BY u.id`,
  saveSettings: `INSERT INTO booking_partners (user_id, settings, updated_at) VALUES (?, ?, ?)
                 ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
  feeds: 'SELECT * FROM calendar_feeds ORDER BY user_id, id',
  feedsOf: 'SELECT * FROM calendar_feeds WHERE user_id = ? ORDER BY id',
  addFeed: `INSERT INTO calendar_feeds (user_id, label, url, created_at, next_fetch_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (user_id, url) DO NOTHING RETURNING *`,
  removeFeed: 'DELETE FROM calendar_feeds WHERE user_id = ? AND id = ?',
  // The outer conditions are read again on a row another server claimed meanwhile (PostgreSQL's
  // READ COMMITTED re-check; SQLite's write lock), so each feed goes to one reader.
  claimFeeds: `UPDATE calendar_feeds SET claimed_by = ?, next_fetch_at = ?
               WHERE id IN (SELECT id FROM calendar_feeds WHERE next_fetch_at <= ? ORDER BY next_fetch_at, id LIMIT ?) AND next_fetch_at <= ?
               RETURNING *`,
  readingOk: `UPDATE calendar_feeds SET busy = ?, last_attempt_at = ?, last_success_at = ?, failing_since = NULL, last_error = NULL,
              next_fetch_at = ?, claimed_by = NULL WHERE id = ? AND claimed_by = ?`,
  readingFailed: `UPDATE calendar_feeds SET last_attempt_at = ?, failing_since = COALESCE(failing_since, ?), last_error = ?,
                  next_fetch_at = ?, claimed_by = NULL WHERE id = ? AND claimed_by = ?`,
  held: "SELECT user_id, starts_at, held_until FROM bookings WHERE status = 'booked' AND held_until > ? AND user_id IS NOT NULL ORDER BY starts_at",
  booking: 'SELECT * FROM bookings WHERE id = ?',
  leadBookings: 'SELECT * FROM bookings WHERE lead_id = ? ORDER BY id',
  cellTaken: 'SELECT 1 AS taken FROM booking_cells WHERE user_id = ? AND at >= ? AND at < ? LIMIT 1',
  insertBooking: `INSERT INTO bookings (uid, lead_id, user_id, starts_at, ends_at, held_until, format, place, partner_name, partner_email, created_at, updated_at)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  insertMail: 'INSERT INTO booking_mail (booking_id, kind, next_attempt_at) VALUES (?, ?, ?)',
  leadBooked: "UPDATE leads SET status = 'mote-bokat' WHERE id = ?",
  leadUnbooked: "UPDATE leads SET status = 'ny' WHERE id = ? AND status = 'mote-bokat'",
  freeCells: 'DELETE FROM booking_cells WHERE booking_id = ?',
  cancel: "UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, updated_at = ? WHERE id = ? AND status = 'booked' RETURNING *",
  // Invitations and reminders not yet sent are of the time before a move or the cancellation.
  dropWaiting: "DELETE FROM booking_mail WHERE booking_id = ? AND status <> 'sent' AND kind NOT IN ('cancel-visitor', 'cancel-partner')",
  move: `UPDATE bookings SET starts_at = ?, ends_at = ?, held_until = ?, sequence = sequence + 1, updated_at = ? WHERE id = ? AND status = 'booked' RETURNING *`,
  claimMail: `UPDATE booking_mail SET claimed_by = ?, next_attempt_at = ?
              WHERE id IN (SELECT id FROM booking_mail WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?)
              AND status = 'pending' AND next_attempt_at <= ?
              RETURNING id, booking_id, kind, status, attempts, next_attempt_at, last_error, claimed_by,
                        (SELECT lead_id FROM bookings b WHERE b.id = booking_mail.booking_id) AS lead_id`,
  mailSent: "UPDATE booking_mail SET status = 'sent', attempts = attempts + 1, last_error = NULL, claimed_by = NULL, sent_at = ? WHERE id = ?",
  mailRetry: `UPDATE booking_mail SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_by = NULL
              WHERE id = ? AND status = 'pending' AND claimed_by = ?`,
  mailFailed: `UPDATE booking_mail SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_by = NULL
               WHERE id = ? AND status = 'pending' AND claimed_by = ?`,
  reviveMail: "UPDATE booking_mail SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed' AND (? = 1 OR next_attempt_at <= ?)",
  nextMail: "SELECT MIN(next_attempt_at) AS at FROM booking_mail WHERE status IN ('pending', 'failed')",
  wakeMail: "UPDATE booking_mail SET next_attempt_at = ? WHERE kind = ? AND status = 'pending' AND claimed_by IS NULL AND next_attempt_at > ?",
  mailOf: `SELECT m.id, m.booking_id, m.kind, m.status, m.attempts, m.next_attempt_at, m.last_error, m.claimed_by, b.lead_id
           FROM booking_mail m JOIN bookings b ON b.id = m.booking_id WHERE m.booking_id = ? ORDER BY m.id`,
} as const;
