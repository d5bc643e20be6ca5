import sanitizeHtml from 'sanitize-html';

/**
 * The HTML that rich-text fields (kegiatan `isi`, profile, visi, misi) may keep. Everything else is
 * removed on the server before storing, whatever the client sent: no scripts, frames, SVG, images,
 * styles, classes or event attributes; links only to http(s) and mailto, opened in a new tab.
 */
const ALLOWED_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'];

/** Elements dropped together with their text (the default list plus containers of foreign content). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'title',
  'head',
  'xmp',
  'plaintext',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
  nestingLimit: 40,
  transformTags: {
    // Headings outside the allowed range become the nearest allowed one instead of plain text.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Every kept link opens in a new tab and gives the target no handle on this page.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' } : {},
    }),
  },
  // A link whose address was refused (javascript:, data:, relative) keeps its text but not the <a>;
  // a link with no text left is dropped.
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'a') return false;
    if (!frame.attribs.href) return 'excludeTag';
    return !frame.text.trim();
  },
};

/** Sanitizes rich text to the allow-list above; the result is safe to render as HTML. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
