/** The id of every page's <main>: the skip link's target (its own module: the header and the page layout both need it). */
export const mainId = 'huvudinnehall';
