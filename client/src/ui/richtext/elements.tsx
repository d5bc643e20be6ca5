import type { RenderElementProps, RenderLeafProps } from 'slate-react';
import { makeStyles, tokens } from '@fluentui/react-components';

/** Chromium puts the caret outside an inline at its edges without these (Slate's inlines example). */
const InlineChromiumBugfix = () => (
  <span contentEditable={false} style={{ fontSize: 0 }}>
    {String.fromCodePoint(160)}
  </span>
);

export const useContentStyles = makeStyles({
  content: {
    '& h2': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalS}` },
    '& h3': { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold, margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalS}` },
    '& h4': { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold, margin: `${tokens.spacingVerticalS} 0` },
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& ul, & ol': { margin: `0 0 ${tokens.spacingVerticalS}`, paddingInlineStart: '24px' },
    // nested lists sit tight between their items
    '& ul ul, & ul ol, & ol ul, & ol ol': { marginBottom: 0 },
    '& blockquote': {
      margin: `0 0 ${tokens.spacingVerticalS}`,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
      borderLeft: `4px solid ${tokens.colorBrandStroke2}`,
      backgroundColor: tokens.colorNeutralBackground2,
      color: tokens.colorNeutralForeground2,
    },
    '& a': { color: tokens.colorBrandForegroundLink, textDecoration: 'underline' },
  },
});

export const ElementView = ({ attributes, children, element }: RenderElementProps) => {
  switch (element.type) {
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'heading-four':
      return <h4 {...attributes}>{children}</h4>;
    case 'block-quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url} title={element.url} rel="noopener noreferrer">
          <InlineChromiumBugfix />
          {children}
          <InlineChromiumBugfix />
        </a>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
};

export const LeafView = ({ attributes, children, leaf }: RenderLeafProps) => {
  let out = children;
  if (leaf.bold) out = <strong>{out}</strong>;
  if (leaf.italic) out = <em>{out}</em>;
  if (leaf.underline) out = <u>{out}</u>;
  if (leaf.strikethrough) out = <s>{out}</s>;
  return <span {...attributes}>{out}</span>;
};
