import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { useRenderState } from '../render/render-context';
import type { IslandName, IslandPropsMap } from './island-props';

interface IslandProps<N extends IslandName> {
  name: N;
  component: ComponentType<IslandPropsMap[N]>;
  props: IslandPropsMap[N];
  /**
   * When the browser hydrates it: right after the first paint (default), or once it comes near
   * the viewport, for islands far down a page whose script would otherwise compete with the rest.
   */
  hydrate?: 'after-paint' | 'visible';
}

/**
 * Server side of an island: renders the component as its own React root (so useId values and
 * markup match what hydrateRoot produces in the browser) and records its props for hydration.
 * The `island` class (base.css) is `display: contents`, keeping the wrapper out of layout.
 * Islands are styled by plain class names; the block that renders one registers its stylesheet.
 */
export function Island<N extends IslandName>({ name, component: Component, props, hydrate = 'after-paint' }: IslandProps<N>) {
  const state = useRenderState();
  const id = `i${state.islands.length}-`;
  state.islands.push(name);
  const html = renderToString(<Component {...props} />, { identifierPrefix: id });
  return (
    <div
      className="island"
      data-island={name}
      data-island-id={id}
      data-props={JSON.stringify(props)}
      data-hydrate={hydrate === 'visible' ? 'visible' : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
