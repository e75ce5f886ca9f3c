import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentPath, OutsideContent } from '~/src/editor/publish/content-path';
import { copyContent, removeCopies } from './content-copy';

afterAll(removeCopies);

describe('the editor reads and writes only site.yaml and pages/', () => {
  const root = copyContent();

  it('accepts the content files', () => {
    expect(contentPath(root, 'site.yaml')).toBe(path.join(root, 'site.yaml'));
    expect(contentPath(root, 'pages/faq.yaml')).toBe(path.join(root, 'pages/faq.yaml'));
    expect(contentPath(root, 'pages/cfo-tjanster-kiruna.yaml')).toBe(path.join(root, 'pages/cfo-tjanster-kiruna.yaml'));
  });

  it.each([
    '../package.json',
    'pages/../package.json',
    'pages/../../etc/passwd.yaml',
    '/etc/passwd',
    'pages/%2e%2e/site.yaml',
    'pages\\..\\site.yaml',
    'package.json',
    'schema/page.schema.json',
    'pages/sub/x.yaml',
    'pages/.hidden.yaml',
    'pages/faq.yml',
    'scripts/templates/cfo-tjanster.yaml',
    '',
    42,
  ])('refuses %j', (file) => {
    expect(() => contentPath(root, file)).toThrow(OutsideContent);
  });

  it('refuses a page that is a link to a file outside the content', () => {
    mkdirSync(path.join(root, 'outside'));
    writeFileSync(path.join(root, 'outside', 'secret.yaml'), 'title: hemligt\n');
    symlinkSync(path.join(root, 'outside', 'secret.yaml'), path.join(root, 'pages', 'lank.yaml'));
    expect(() => contentPath(root, 'pages/lank.yaml')).toThrow(/pekar ut ur innehållet/);
  });
});
