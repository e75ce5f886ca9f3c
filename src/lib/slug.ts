/** "Åre/Östersund" → "are-ostersund"; "Inom 1 månad" → "inom-1-manad". Used for URLs and form option values. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
