/**
 * The page as the production renderer draws it from the unsaved edits. The document is
 * replaced in place (head and body), so the scroll position stays while the editor types;
 * a click on a block opens its form instead of following a link.
 */
import { useEffect, useRef } from 'react';

const pickable = `<style data-redigerare>main > *:hover { outline: 3px dashed Highlight; outline-offset: -3px; cursor: pointer; }</style>`;

export function Preview({ html, onPick, title }: { html: string | undefined; onPick: (block: number) => void; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc || html === undefined) return;
    const next = new DOMParser().parseFromString(html, 'text/html');
    doc.documentElement.lang = next.documentElement.lang;
    doc.head.innerHTML = next.head.innerHTML + pickable;
    doc.body.innerHTML = next.body.innerHTML;
    for (const { name, value } of [...next.body.attributes]) doc.body.setAttribute(name, value);
  }, [html]);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      const main = doc.querySelector('main');
      let element = event.target as Element | null;
      while (element && element.parentElement !== main) element = element.parentElement;
      if (main && element) pick.current([...main.children].indexOf(element));
    };
    const onSubmit = (event: Event) => event.preventDefault();
    doc.addEventListener('click', onClick);
    doc.addEventListener('submit', onSubmit);
    return () => {
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('submit', onSubmit);
    };
  }, []);

  return <iframe ref={frame} className="forhandsvisning" title={title} />;
}
