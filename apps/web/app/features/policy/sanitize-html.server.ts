import sanitizeHtml from 'sanitize-html';

/**
 * Store-supplied policy HTML is data, not trusted markup: only text formatting, lists, tables,
 * headings, images and links survive; scripts, styles, event handlers, frames and any URL that is
 * not http(s), mailto or tel are removed. A store's h1 becomes h2, as the page has its own h1.
 */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'small',
      'span',
      'div',
      'section',
      'blockquote',
      'ul',
      'ol',
      'li',
      'dl',
      'dt',
      'dd',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'caption',
      'address',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      // Links that leave the shop open without giving the other site a handle on this page.
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:/i.test(attribs.href ?? '')
          ? { ...attribs, rel: 'noopener noreferrer nofollow' }
          : attribs,
      }),
    },
  });
}
