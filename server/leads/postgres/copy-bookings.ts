/**
 * `leads migrate --to postgres` takes the booking tables along (migration 10, docs/decisions.md
 * 161–165): each partner's settings and calendars (read again by the new servers at once), the
 * bookings of the copied leads with the cells they hold — so no booked time can be booked again
 * after the move — and their e-mails' state (a reminder still waiting goes out from PostgreSQL).
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';

interface Tables {
  partners: { user_id: number; settings: string; updated_at: number }[];
  feeds: { user_id: number; label: string; url: string; created_at: number; last_success_at: number | null; busy: string | null }[];
  bookings: Record<string, unknown>[];
  cells: { user_id: number; at: number; booking_id: number }[];
  mail: { booking_id: number; kind: string; status: string; attempts: number; next_attempt_at: number; last_error: string | null; sent_at: number | null }[];
}

/** The booking tables of the SQLite file, empty before migration 10. */
export function readBookingTables(source: Database.Database, hasTable: (name: string) => boolean): Tables {
  if (!hasTable('bookings')) return { partners: [], feeds: [], bookings: [], cells: [], mail: [] };
  const all = <Row>(sql: string) => source.prepare(sql).all() as Row[];
  return {
    partners: all('SELECT user_id, settings, updated_at FROM booking_partners'),
    feeds: all('SELECT user_id, label, url, created_at, last_success_at, busy FROM calendar_feeds ORDER BY id'),
    bookings: all('SELECT * FROM bookings ORDER BY id'),
    cells: all('SELECT user_id, at, booking_id FROM booking_cells'),
    mail: all('SELECT booking_id, kind, status, attempts, next_attempt_at, last_error, sent_at FROM booking_mail ORDER BY id'),
  };
}

type Account = (id: number | null) => number | null;

/** Writes them in the copy's transaction: accounts by their new numbers, bookings only of copied leads. */
export async function writeBookingTables(client: pg.PoolClient, tables: Tables, copiedLeads: ReadonlySet<number>, account: Account) {
  await writePartners(client, tables, account);
  return writeBookings(client, tables, copiedLeads, account);
}

/** Each partner's settings, and their calendars, read again by the new servers at once. */
async function writePartners(client: pg.PoolClient, tables: Tables, account: Account) {
  const now = Date.now();
  for (const p of tables.partners) {
    const userId = account(p.user_id);
    if (userId !== null)
      await client.query('INSERT INTO booking_partners (user_id, settings, updated_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING', [
        userId,
        p.settings,
        p.updated_at,
      ]);
  }
  for (const f of tables.feeds) {
    const userId = account(f.user_id);
    if (userId !== null)
      await client.query(
        'INSERT INTO calendar_feeds (user_id, label, url, created_at, next_fetch_at, last_success_at, busy) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, url) DO NOTHING',
        [userId, f.label, f.url, f.created_at, now, f.last_success_at, f.busy],
      );
  }
}

/** The bookings of the copied leads under new numbers, with the cells they hold and their e-mails. */
async function writeBookings(client: pg.PoolClient, tables: Tables, copiedLeads: ReadonlySet<number>, account: Account) {
  const bookingIds = new Map<number, number>();
  for (const b of tables.bookings.filter((row) => copiedLeads.has(Number(row.lead_id)))) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO bookings (uid, lead_id, user_id, starts_at, ends_at, held_until, format, place, partner_name, partner_email, status, sequence, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (uid) DO NOTHING RETURNING id`,
      [
        b.uid,
        b.lead_id,
        account(b.user_id as number | null),
        b.starts_at,
        b.ends_at,
        b.held_until,
        b.format,
        b.place,
        b.partner_name,
        b.partner_email,
        b.status,
        b.sequence,
        b.created_at,
        b.updated_at,
      ],
    );
    if (rows[0]) bookingIds.set(Number(b.id), Number(rows[0].id));
  }
  for (const c of tables.cells) {
    const [bookingId, userId] = [bookingIds.get(c.booking_id), account(c.user_id)];
    if (bookingId !== undefined && userId !== null)
      await client.query('INSERT INTO booking_cells (user_id, at, booking_id) VALUES ($1, $2, $3)', [userId, c.at, bookingId]);
  }
  for (const m of tables.mail) {
    const bookingId = bookingIds.get(m.booking_id);
    if (bookingId !== undefined)
      await client.query(
        'INSERT INTO booking_mail (booking_id, kind, status, attempts, next_attempt_at, last_error, sent_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [bookingId, m.kind, m.status, m.attempts, m.next_attempt_at, m.last_error, m.sent_at],
      );
  }
  return bookingIds.size;
}
