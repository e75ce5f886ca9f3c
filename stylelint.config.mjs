/**
 * Stylesheets (every *.css under src/): stylelint's recommended rules, which catch invalid CSS
 * and duplicated properties and selectors, plus the theme rule of docs/architecture.md
 * "Styling": no colour is written in a stylesheet. Colours are tokens in src/theme.ts, read as
 * var(--color-…); tints of them are color-mix() of tokens.
 */
export default {
  extends: ['stylelint-config-recommended'],
  rules: {
    'color-no-hex': [true, { message: 'Write no colour here: use a token from src/theme.ts, e.g. var(--color-primary).' }],
    'color-named': ['never', { message: 'Write no colour here: use a token from src/theme.ts, e.g. var(--color-text).' }],
    'function-disallowed-list': [
      ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'],
      { message: 'Write no colour here: use a token from src/theme.ts (color-mix() of tokens for a tint).' },
    ],
  },
};
