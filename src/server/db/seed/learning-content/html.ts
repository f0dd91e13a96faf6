import type { DemoChecklistItem } from './types';

/** Small builders that keep the demo texts readable as data. */
export const p = (...texts: string[]) => texts.map((t) => `<p>${t}</p>`).join('');
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
export const quote = (text: string) => `<blockquote>${text}</blockquote>`;
export const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** A required checklist item; `children` nest under it. */
export const item = (key: string, text: string, help?: string, children?: DemoChecklistItem[]): DemoChecklistItem => ({
  key,
  text,
  ...(help ? { help } : {}),
  ...(children ? { children } : {}),
});
/** An optional checklist item. */
export const optional = (key: string, text: string, help?: string): DemoChecklistItem => ({
  key,
  text,
  optional: true,
  ...(help ? { help } : {}),
});
