// react-dom/client's createRoot on Preact core (see preact-react.ts).
import { render, type ComponentChild } from 'preact';

export function createRoot(container: Element) {
  return { render: (node: ComponentChild) => render(node, container) };
}
