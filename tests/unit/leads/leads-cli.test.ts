/** `npm run leads -- list` and `npm run leads -- export --csv`, run as the firm would run them. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SqliteLeadStore } from '../../../server/leads/sqlite/sqlite-store';
import { csvCell } from '../../../scripts/leads';
import { root } from '../../../scripts/support/site-routes';
import { tempDatabase } from './support/lead-server';

const run = (args: string[], databasePath: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/leads.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: databasePath },
  });

async function seed(): Promise<string> {
  const databasePath = tempDatabase();
  const store = SqliteLeadStore.open(databasePath);
  const options = (channels: ('email' | 'webhook')[]) => ({ channels, maxTokenUses: 1 });
  await store.submit(
    { kind: 'booking', page: '/boka-mote', fields: { company: 'Åkeri "Norr" AB', name: 'Åsa', email: 'asa@akeri.se', phone: '+46 70 123 45 67', meetingFormat: 'video', revenue: '5-15', message: 'Rad ett\nrad två, med komma' }, idempotencyKey: 'key-1-abcdefghijklmnop', payloadHash: 'x' },
    options(['email']),
  );
  await store.submit({ kind: 'lead', page: '/', fields: { company: '=HYPERLINK("http://x")', name: 'Bo', email: 'bo@x.se', revenue: '0-5' }, idempotencyKey: 'key-2-abcdefghijklmnop', payloadHash: 'y' }, options([]));
  // Text a stranger typed: an escape sequence that would recolour the terminal, a carriage return
  // that would hide what came before, and a right-to-left override.
  await store.submit({ kind: 'lead', page: '/', fields: { company: 'Evil\u001b[31mRED\rX\u202eAB', name: 'C', email: 'c@x.se', revenue: '0-5' }, idempotencyKey: 'key-3-abcdefghijklmnop', payloadHash: 'z' }, options([]));
  await store.markSent(1);
  await store.close();
  return databasePath;
}

describe('npm run leads', async () => {
  const databasePath = await seed();

  it('lists the leads newest first with their notification status', async () => {
    const { stdout } = await run(['list'], databasePath);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\s+nr\s+mottagen\s+typ\s+företag/);
    expect(lines[2]).toMatch(/^\s+2 .* kontakt .*=HYPERLINK.* ingen$/);
    expect(lines[3]).toMatch(/^\s+1 .* bokning .*Åkeri "Norr" AB.*asa@akeri\.se.*\/boka-mote\s+e-post skickad$/);
    expect(lines.at(-1)).toBe('3 leads.');
    const json = JSON.parse((await run(['list', '--json', '--limit', '1'], databasePath)).stdout) as { id: number; fields: Record<string, string> }[];
    expect(json.map((l) => l.id)).toEqual([3]);
  });

  it('shows control characters and direction overrides from stored text as visible symbols, never raw', async () => {
    for (const args of [['list'], ['list', '--json'], ['export', '--csv']]) {
      const { stdout } = await run(args, databasePath);
      // eslint-disable-next-line no-control-regex -- looking for the escape character is the point
      expect(stdout, args.join(' ')).not.toMatch(/[\u001b\u202e]|\r(?!\n)/);
    }
    expect((await run(['list'], databasePath)).stdout).toContain('Evil␛[31mRED␍X');
  });

  it('exports CSV with one column per field, quoted where needed and safe to open in a spreadsheet', async () => {
    const { stdout } = await run(['export', '--csv'], databasePath);
    const [header, first, second] = stdout.split('\r\n');
    expect(stdout.split('\r\n')[3]).toContain('Evil␛[31mRED␍X�AB');
    expect(header).toBe('nr,mottagen,typ,sida,service,company,name,email,phone,revenue,meetingFormat,preferredTime,urgency,budget,topic,priority,message,notiser,idempotensnyckel');
    expect(first).toMatch(/^1,\d{4}-\d\d-\d\dT[^,]+,booking,\/boka-mote,,"Åkeri ""Norr"" AB",Åsa,asa@akeri\.se,'\+46 70 123 45 67,5-15,video,,,,,,"Rad ett\nrad två, med komma",e-post skickad,key-1-abcdefghijklmnop$/);
    expect(second).toContain(`,"'=HYPERLINK(""http://x"")",`);
    const excel = (await run(['export', '--csv', '--excel'], databasePath)).stdout;
    expect(excel.startsWith('\uFEFFnr;mottagen;typ')).toBe(true);
  });

  it('says what to do when something is missing', async () => {
    await expect(run(['export'], databasePath)).rejects.toMatchObject({ stderr: expect.stringContaining('export behöver --csv') });
    await expect(run(['list'], path.join(path.dirname(databasePath), 'finns-inte.db'))).rejects.toMatchObject({ stderr: expect.stringContaining('Ingen databas i') });
  });

  it.each([
    ['text', 'text'],
    ['a,b', '"a,b"'],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('csvCell(%j) = %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
