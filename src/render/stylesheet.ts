import { useRenderState } from './render-context';

/**
 * The one way a component gets its styles (docs/architecture.md "Styling"): it imports its plain
 * CSS file with `?inline` and registers it here while it renders on the server. The page's <head>
 * then carries, in one <style>, the theme's tokens and exactly the stylesheets of the components
 * on that page, each once. The CSS text never enters a client bundle, and no styling runtime
 * reaches the browser: islands and plain-DOM enhancements use the same class names, registered by
 * their server-side wrappers.
 *
 * Sheets arrive in the order components first render, which differs from page to page. So a
 * component never overrides a shared class with a selector of the same weight: it styles its own
 * classes, or modifies a shared one with a compound selector (`.card.case`), and the order never
 * matters. A variant's rules (a tone, a layout, a size) live in a sheet of their own, registered
 * with `used` only where the variant is drawn.
 */
export function useStylesheet(css: string, used = true): void {
  // A hook, so called on every render; `used` says whether this render draws what the sheet styles
  // (an empty list, a variant not taken), so a page carries only the CSS it uses (docs/decisions.md 173).
  const state = useRenderState();
  if (used) state.css.add(css);
}
