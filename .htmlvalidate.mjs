/**
 * html-validate for every built page (tests/build/html-valid.test.ts; by hand:
 * `npx html-validate dist`). Its recommended preset (the standard rules plus accessibility,
 * document and style rules), with these choices:
 */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Style rules set to what React's serializer writes (it writes the whole body): camelCase
    // React attribute names (autoComplete, inputMode — HTML attribute names are
    // case-insensitive), `required=""` and `hidden=""`; and our lowercase doctype.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    'doctype-style': ['error', { style: 'lowercase' }],
    // Off: React self-closes void elements (<input/>), the head template does not (<meta>); both
    // are valid HTML, so the rule would only ask for one writer to imitate the other.
    'void-style': 'off',
    // React's useId() ids begin with "_" (e.g. "_R_1d_"): valid HTML (any id without spaces is),
    // which relaxed mode checks; the strict mode also wants a leading letter.
    'valid-id': ['error', { relaxed: true }],
    // Naming a list (aria-labelledby on the menu's <ul>s, aria-label on the footer's city lists)
    // is allowed by ARIA and tells screen-reader users which list they are in.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Off: it wants U+2011 (non-breaking hyphen) and no-break spaces inside phone numbers. A
    // visitor who copies "08-000 00 00" would then paste characters a dialler or CRM does not
    // read as a number; the phone links keep together with CSS (white-space: nowrap) instead.
    'tel-non-breaking': 'off',
    // A warning for now: 14 titles are 71–80 characters. Titles are content (pages/*.yaml), and
    // shortening them to at most 60 is issue 21's; then this becomes an error.
    'long-title': 'warn',
  },
};
