import { useRenderState } from './render-context';

/**
 * The one way a component gets its styles (docs/architecture.md "Styling"): it imports its plain
 * CSS file with `?inline` and registers it here while it renders on the server. The page's <head>
 * then carries, in one <style>, the theme's tokens and exactly the stylesheets of the components
 * on that page, each once. The CSS text never enters a client bundle, and no styling runtime
 * reaches the browser: islands and plain-DOM enhancements use the same class names, registered by
 * their server-side wrappers.
 */
export function useStylesheet(css: string): void {
  useRenderState().css.add(css);
}
