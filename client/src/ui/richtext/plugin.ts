import { type Descendant, Editor, Element, Node, Path, Range, Text, Transforms } from 'slate';
import { deserializeHtml } from './deserialize';
import { serializeHtml } from './serialize';
import { type RichEditor, type RichElement, type TextBlock, isListType, isSafeUrl, isTextBlockType } from './types';

const isTextBlock = (n: Node): n is TextBlock => Element.isElement(n) && isTextBlockType(n.type);

/**
 * Pasted HTML (Word, web pages): deserialized to the allow-list first. Into an empty paragraph the
 * blocks go as they are (a pasted heading stays a heading); elsewhere Slate merges the edges.
 */
export const insertHtml = (editor: RichEditor, html: string): void => {
  const fragment = deserializeHtml(html);
  if (editor.selection && Range.isExpanded(editor.selection)) Transforms.delete(editor);
  const entry = Editor.above<TextBlock>(editor, { match: isTextBlock });
  const single = fragment.length === 1 && fragment[0].type === 'paragraph';
  if (entry && !single && entry[0].type === 'paragraph' && Node.string(entry[0]) === '') {
    const [, path] = entry;
    Editor.withoutNormalizing(editor, () => {
      Transforms.insertNodes(editor, fragment, { at: path });
      Transforms.removeNodes(editor, { at: [...Path.parent(path), path[path.length - 1] + fragment.length] });
    });
    const last = [...Path.parent(path), path[path.length - 1] + fragment.length - 1];
    Transforms.select(editor, Editor.end(editor, last));
    return;
  }
  Transforms.insertFragment(editor, fragment);
};

/** Keeps the model inside the allow-list and the list/quote shapes valid whatever an operation did. */
const normalize = (editor: RichEditor, [node, path]: [Node, Path]): boolean => {
  if (!Element.isElement(node)) return false;
  const parent = path.length ? Node.parent(editor, path) : null;
  const parentIsList = !!parent && Element.isElement(parent) && isListType(parent.type);
  switch (node.type) {
    case 'link':
      if (!isSafeUrl(node.url)) {
        Transforms.unwrapNodes(editor, { at: path });
        return true;
      }
      if (Node.string(node) === '') {
        Transforms.removeNodes(editor, { at: path });
        return true;
      }
      return false;
    case 'bulleted-list':
    case 'numbered-list':
      for (const [i, c] of node.children.entries()) {
        const at = [...path, i];
        const child = c as Text | RichElement;
        if (Text.isText(child) || child.type === 'link') {
          Transforms.wrapNodes(editor, { type: 'list-item', children: [] }, { at });
          return true;
        }
        if (child.type === 'block-quote') {
          Transforms.unwrapNodes(editor, { at });
          return true;
        }
        if (isTextBlockType(child.type) && child.type !== 'list-item') {
          Transforms.setNodes(editor, { type: 'list-item' }, { at });
          return true;
        }
      }
      return false;
    case 'block-quote':
      for (const [i, c] of node.children.entries()) {
        const child = c as Node;
        if (Text.isText(child) || (child as RichElement).type === 'link') {
          Transforms.wrapNodes(editor, { type: 'paragraph', children: [] }, { at: [...path, i] });
          return true;
        }
      }
      return false;
    default:
      if (node.type === 'list-item' && !parentIsList) {
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
        return true;
      }
      if (node.type !== 'list-item' && parentIsList) {
        Transforms.setNodes(editor, { type: 'list-item' }, { at: path });
        return true;
      }
      return false;
  }
};

export const withRichText = (editor: RichEditor): RichEditor => {
  const { isInline, normalizeNode, insertBreak, insertData } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);

  editor.normalizeNode = (entry, options) => {
    if (normalize(editor, entry)) return;
    normalizeNode(entry, options);
  };

  // Shift+Enter: a line break (<br>) inside the block.
  editor.insertSoftBreak = () => editor.insertText('\n');

  editor.insertBreak = () => {
    const { selection } = editor;
    const entry = selection && Range.isCollapsed(selection) ? Editor.above<TextBlock>(editor, { match: isTextBlock }) : undefined;
    if (entry) {
      const [block, path] = entry;
      const empty = Node.string(block) === '';
      const parent = Node.parent(editor, path);
      // Enter on an empty list item leaves the list (or goes one level up).
      if (block.type === 'list-item' && empty) {
        const grand = path.length > 2 ? Node.parent(editor, Path.parent(path)) : null;
        Editor.withoutNormalizing(editor, () => {
          if (!(grand && Element.isElement(grand) && isListType(grand.type))) Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
          Transforms.liftNodes(editor, { at: path });
        });
        return;
      }
      // Enter on an empty last paragraph of a quotation leaves the quotation.
      if (empty && Element.isElement(parent) && parent.type === 'block-quote' && path[path.length - 1] === parent.children.length - 1 && parent.children.length > 1) {
        Transforms.liftNodes(editor, { at: path });
        return;
      }
      // After a heading comes a paragraph.
      if (block.type.startsWith('heading') && Editor.isEnd(editor, selection!.anchor, path)) {
        Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: Path.next(path), select: true });
        return;
      }
    }
    insertBreak();
  };

  editor.insertData = (data) => {
    // A copy from a Slate editor: its nodes, forced through HTML so they fit this model (any page can
    // put such a fragment on the clipboard).
    const fragment = data.getData('application/x-slate-fragment');
    if (fragment) {
      try {
        insertHtml(editor, serializeHtml(JSON.parse(decodeURIComponent(window.atob(fragment))) as Descendant[]));
        return;
      } catch {
        // not a fragment we can read: use the HTML or the text instead
      }
    }
    const html = data.getData('text/html');
    if (html) {
      insertHtml(editor, html);
      return;
    }
    insertData(data);
  };

  return editor;
};
