/**
 * site.yaml's texts as the built site shows them (placeholders for the site's facts filled in), for
 * the browser tests that look for words an editor may change: they read them, never copy them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { root } from '../scripts/support/site-routes';
import type { Site } from '../src/content/model';
import { fillTokens, siteTokens } from '../src/content/tokens';
import { fill } from '../src/lib/fill';

const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as Site;

export const siteTexts: Site = fillTokens(site, siteTokens(site));

/** A pattern that finds `text` as written, wherever it stands in a longer text or label. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The summary above a form the browser found `count` fields to correct in. */
export const fieldsMissing = (count: number) => fill(siteTexts.forms.fieldsMissing.many, { antal: String(count) });
