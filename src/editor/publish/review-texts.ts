/** What the workspace says about reviews ("Skicka för granskning"), in Swedish (docs/decisions.md 111). */
export const reviewTexts = {
  unchanged: 'Inget att skicka för granskning: sidan är redan så här.',
  sent: 'Skickat för granskning. Ändringen väntar nu på att en administratör publicerar den; webbplatsen är oförändrad tills dess.',
  /** Git's own words are in the server's log (git-push.ts), as for a publish. */
  sentNotPushed: (remote: string) =>
    `Skickat för granskning. Ändringen väntar nu på att en administratör publicerar den här i arbetsytan. Granskningsgrenen är sparad på servern men kunde inte skickas till git (${remote}); den som driver webbplatsen ser i serverns logg vad git svarade.`,
  badBranch: 'Okänd granskning: ange granskningens namn som listan visar det.',
  noSuchReview: 'Granskningen finns inte längre. Den kan redan vara publicerad eller avvisad; läs in listan igen.',
  badNote: 'En kommentar till ett avvisande är text, högst 1 000 tecken.',
  conflict: (subject: string) =>
    `Granskningen publicerades inte: sidan har ändrats sedan den skickades, och ändringarna går inte att föra ihop (${subject}). Inget har publicerats; avvisa granskningen och be redaktören göra ändringen på nytt.`,
  refused: (reasons: readonly string[]) =>
    `Granskningen publicerades inte: ändringen klarar inte kontrollerna som de ser ut nu, och inget har publicerats. Avvisa den och be redaktören göra ändringen på nytt.\n${reasons.slice(0, 5).join('\n')}`,
  published: (message: string) => `Granskningen är publicerad. ${message}`,
  alreadyThere: 'Granskningen är stängd: webbplatsen har redan precis de här ändringarna.',
  declined: 'Granskningen är avvisad och grenen borttagen. Redaktören ser att den avvisades, och din kommentar.',
  /** The review's commit: the pages by title and file, as a publish names them. */
  commitMessage: (subject: string) => `${subject}\n\nSkickat för granskning från arbetsytans sidredigerare.\n`,
  publishedMessage: (subject: string, admin: string) => `${subject}\n\nGranskat och publicerat av ${admin} från arbetsytans sidredigerare.\n`,
};
