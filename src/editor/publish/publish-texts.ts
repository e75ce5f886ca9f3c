/** What the workspace's page editor says about publishing, in Swedish (docs/decisions.md 92–95). */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const publishTexts = {
  off: 'Sidredigeraren är inte påslagen på den här servern (CONTENT_REPO_DIR saknas).',
  unchanged: 'Inget att publicera: sidan är redan så här.',
  problems: (n: number) => `Sidan publicerades inte: ${count(n, 'problem', 'problem')} måste rättas först. Se fälten som är markerade.`,
  buildTimedOut: (seconds: number) => `Sidan publicerades inte: bygget tog mer än ${seconds} sekunder och avbröts. Försök igen om en stund; inget har ändrats.`,
  /** The build's own lines are in the server's log (publisher.ts `buildRefusal`). */
  buildFailed:
    'Sidan publicerades inte: bygget av webbplatsen misslyckades, och inget har ändrats. Felet sitter i webbplatsens kod, inte i sidan. Be den som driver webbplatsen läsa serverns logg: där står vad bygget svarade.',
  diverged: (remote: string, branch: string) =>
    `Sidan publicerades inte: arbetskopian och grenen ${branch} på ${remote} har ändrats åt olika håll. Be en utvecklare att föra ihop dem; inget har ändrats.`,
  /**
   * The commit is kept and goes with the next publish's push. What git said is in the server's log
   * (git-push.ts): its English, and what the remote's hooks print, are nothing an editor can act on.
   */
  pushFailed: (commit: string, remote: string, branch: string, served: boolean) => {
    const where = `grenen ${branch} på ${remote}`;
    const what = served
      ? `Webbplatsen visar ändringen, och den är sparad på servern (version ${commit}), men den kunde inte skickas till git (${where}).`
      : `Ändringen är sparad på servern (version ${commit}) men inte publicerad än: den kunde inte skickas till git (${where}), som webbplatsen byggs från.`;
    return `${what} Den skickas med nästa publicering. Händer det igen, be den som driver webbplatsen läsa serverns logg: där står vad git svarade.`;
  },
  published: (swapped: boolean, pushed: boolean | null) =>
    swapped && pushed
      ? 'Publicerat: webbplatsen visar ändringen nu, och den är skickad till git.'
      : swapped
        ? 'Publicerat: webbplatsen visar ändringen nu.'
        : 'Publicerat: ändringen är skickad och webbplatsen byggs om.',
  badVersion: 'Okänd version: ange versionens id från historiken.',
  noSuchVersion: 'Den versionen av sidan finns inte i historiken.',
  badChanges: 'Skicka sidan som {file, data, hash}, eller en lista changes med sådana.',
  badDraft: 'Ett utkast skickas som {file, data, hash}.',
  /** "Ny stad" for a city the account already made and has not published (docs/decisions.md 118). */
  newPageTaken: (file: string) => `Du har redan en ny, opublicerad sida ${file}. Öppna den i listan över sidor (»Ny, inte publicerad«) och fortsätt där.`,
  newPageNoReview: (file: string) =>
    `${file} är en ny sida som inte är publicerad än och kan inte skickas för granskning. Publicera den, eller be en administratör göra det.`,
  /** The commit message's first line: the pages by their titles and files, a page made with "Ny stad" as new. */
  commitSubject: (pages: readonly { title: string; file: string; isNew?: boolean }[]) =>
    `Publicera ${pages.map((p) => `${p.isNew ? 'ny sida ' : ''}${p.title ? `»${p.title}« (${p.file})` : p.file}`).join(', ')}`,
  /** The commit message. */
  commitMessage: (pages: readonly { title: string; file: string; isNew?: boolean }[]) =>
    `${publishTexts.commitSubject(pages)}\n\nPublicerat från arbetsytans sidredigerare.\n`,
  /** The commit message naming the uploaded images it adds, after its first line. */
  withImages: (message: string, images: readonly string[]) => {
    const [subject, ...rest] = message.split('\n\n');
    return [subject, `${images.length === 1 ? 'Ny bild' : 'Nya bilder'}: ${images.join(', ')}`, ...rest].join('\n\n');
  },
  revertMessage: (page: { title: string; file: string }, at: string, commit: string) =>
    `Återställ ${page.title ? `»${page.title}« (${page.file})` : page.file} till versionen från ${at} (${commit.slice(0, 7)})\n\nÅterställt från arbetsytans sidredigerare.\n`,
};
