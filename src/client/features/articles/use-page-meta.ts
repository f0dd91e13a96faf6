import { useEffect } from 'react';

function setMeta(attr: 'name' | 'property', key: string, content: string | null) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

export interface PageMeta {
  title: string;
  description: string;
  image?: string | null;
  author?: string | null;
  publishedTime?: string | null;
  type?: 'article' | 'website';
}

/**
 * Keeps the tab title and the sharing tags in step while the reader moves between pages
 * (the server fills the same tags in the first HTML for crawlers).
 */
export function usePageMeta(meta: PageMeta | null) {
  useEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    const image = meta.image ? new URL(meta.image, window.location.origin).toString() : null;
    setMeta('name', 'description', meta.description);
    setMeta('property', 'og:title', meta.title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:type', meta.type ?? 'website');
    setMeta('property', 'og:url', window.location.href.split('?')[0] ?? null);
    setMeta('property', 'og:image', image);
    setMeta('property', 'article:author', meta.author ?? null);
    setMeta('property', 'article:published_time', meta.publishedTime ?? null);
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    setMeta('name', 'twitter:title', meta.title);
    setMeta('name', 'twitter:description', meta.description);
  }, [meta]);
}
