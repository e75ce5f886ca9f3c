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
 * matters.
 */
export function useStylesheet(css: string): void {
  useRenderState().css.add(css);
}
