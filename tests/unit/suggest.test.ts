/** suggest(): the closest valid name for a typo, or nothing when no name is plausibly meant. */
import { describe, expect, it } from 'vitest';
import { suggest } from '~/src/content/suggest';

const blockTypes = ['benefits', 'cards', 'cta', 'enquiry', 'faq', 'hero', 'process', 'quote', 'related', 'results', 'text'];
const heroFields = ['type', 'id', 'badge', 'heading', 'lead', 'points', 'actions', 'stats', 'statsHeading'];

describe('suggest', () => {
  it.each([
    ['herro', blockTypes, 'hero'],
    ['hero ', blockTypes, 'hero'],
    ['HERO', blockTypes, 'hero'],
    ['faqs', blockTypes, 'faq'],
    ['enquirey', blockTypes, 'enquiry'],
    ['haeding', heroFields, 'heading'],
    ['statsheading', heroFields, 'statsHeading'],
    ['titel', ['title', 'description', 'service', 'city', 'blocks'], 'title'],
    ['servce', ['title', 'description', 'service', 'city', 'blocks'], 'service'],
    ['Paymnets', ['Payments', 'PieChart', 'Place'], 'Payments'],
    ['/boka-mtoe', ['/', '/boka-mote', '/kassaflode'], '/boka-mote'],
  ])('suggests %j → %j', (word, candidates, expected) => {
    expect(suggest(word, candidates)).toBe(expected);
  });

  it.each([
    ['banner', blockTypes],
    ['bakgrund', heroFields],
    ['/priser', ['/', '/boka-mote', '/kassaflode']],
    ['ab', ['id']],
    ['x', ['id', 'cta']],
    // One letter is too little to guess from: every guess would keep nothing of it.
    ['c', ['cta']],
  ])('suggests nothing for %j', (word, candidates) => {
    expect(suggest(word, candidates)).toBeUndefined();
  });

  it('suggests nothing from no candidates', () => {
    expect(suggest('hero', [])).toBeUndefined();
  });

  it('keeps the candidate as written, not lower-cased', () => {
    expect(suggest('statsheding', heroFields)).toBe('statsHeading');
  });
});
