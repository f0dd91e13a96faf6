import sanitizeHtml from 'sanitize-html';
import { imageUrl } from '../../shared/articles-content';

/** Video sites whose players may be embedded (decision 0052). */
export const IFRAME_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/** Image sources: site paths, http(s) and raster data URLs only; anything else loses its src. */
const SAFE_IMG_SRC = /^(\/(?!\/)|(article|learning-module)-images\/|https?:\/\/|data:image\/(png|jpe?g|gif|webp);)/i;
function safeImg(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out = { ...attribs };
  if (out.src !== undefined && !SAFE_IMG_SRC.test(out.src.trim())) delete out.src;
  return out;
}

const base: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'mark',
    'sub',
    'sup',
    'small',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['placeholder-token', 'callout', 'lead', 'checklist'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // An iframe whose src was refused is dropped entirely rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: safeImg(attribs) }),
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

/** Sanitizes article HTML before it is stored (the allow-list of decision 0052). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, base);
}

/**
 * Sanitizes again when serving (stored rows may predate a rule or come from elsewhere), and
 * makes images lazy and maps stored image paths to the public path (spec 000 §2).
 */
export function sanitizeForReader(html: string): string {
  return sanitizeHtml(html, {
    ...base,
    transformTags: {
      ...base.transformTags,
      img: (tagName, attribs) => {
        const safe = safeImg(attribs);
        return {
          tagName,
          attribs: { ...safe, ...(safe.src ? { src: imageUrl(safe.src) ?? '' } : {}), loading: 'lazy' },
        };
      },
    },
  });
}
