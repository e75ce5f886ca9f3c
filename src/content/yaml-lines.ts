/**
 * Reading one line of a page file the way an editor sees it — `heading: text` or `- text` — so a
 * hint can show the line as it should be written.
 */

export interface LineValue {
  /** `heading: ` or `- ` (without the indentation): what stays in front of the value. */
  lead: string;
  /** The value as written, to the end of the line. */
  text: string;
  /** 1-based column where the value starts. */
  col: number;
}

/** The value part of a `key: value` or `- value` line, or undefined when the line has none. */
export function lineValue(line: string): LineValue | undefined {
  const match = /^(\s*)((?:-\s+)*(?:[^\s"'#:{[*&!-][^:#]*?:\s+|["'][^"']*["']:\s+)?|(?:-\s+)+)(\S.*?)\s*$/.exec(line.replace(/\r$/, ''));
  const [, indent, lead, text] = match ?? [];
  if (indent === undefined || !lead || text === undefined) return undefined;
  return { lead: lead.replace(/^(-\s+)+/, '- ').replace(/:\s+$/, ': '), text, col: indent.length + lead.length + 1 };
}

/** `text` in quotes YAML reads literally: double quotes, or single ones when the text has `"`. */
export function quoteText(text: string): string {
  if (text.includes('"')) return `'${text.replace(/'/g, "''")}'`;
  return `"${text.replace(/\\/g, '\\\\')}"`;
}

/** `heading: "*Nyhet* hos oss"` — the line with its value quoted, as a hint shows it. */
export function quotedExample(value: Pick<LineValue, 'lead' | 'text'>): string {
  return `${value.lead}${quoteText(value.text)}`;
}

/** The text up to its first white space: a tag (`!Nyhet`) as written, without the text after it. */
export function firstWord(text: string): string {
  return text.replace(/\s[\s\S]*$/, '');
}

/** The spaces and tabs a line starts with. */
export function indentOf(line: string): string {
  return line.slice(0, line.length - line.replace(/^[ \t]+/, '').length);
}
