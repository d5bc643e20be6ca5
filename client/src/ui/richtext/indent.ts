import { Editor, Element, Node, Path, Transforms } from 'slate';
import { type ListElement, type RichEditor, type TextBlock, isListType } from './types';

/**
 * Nesting of list items (Tab / Shift+Tab and the indentation buttons). In the model a nested list is the
 * sibling that follows its item (`ul > [li, ul > [li], li]`, serialized as `<li>…<ul>…</ul></li>`), so an
 * item "owns" the list right after it, and that list moves with the item.
 */

const isList = (n: Node): n is ListElement => Element.isElement(n) && isListType(n.type);
const isItem = (n: Node): n is TextBlock => Element.isElement(n) && n.type === 'list-item';
const last = (path: Path): number => path[path.length - 1];

/** The item whose nested list holds the node at `path`, if that list lies in another list. */
const ownerOf = (editor: RichEditor, path: Path): Path | null => {
  const listPath = Path.parent(path);
  if (listPath.length < 2 || last(listPath) === 0 || !isList(Node.parent(editor, listPath))) return null;
  const before = Path.previous(listPath);
  return isItem(Node.get(editor, before)) ? before : null;
};

/**
 * The list items of the selection, in document order, without those whose owning item (at any depth) is
 * selected too: they move together with it.
 */
const selectedItems = (editor: RichEditor): Path[] => {
  if (!editor.selection) return [];
  const paths = Array.from(Editor.nodes(editor, { at: Editor.unhangRange(editor, editor.selection), match: isItem }), ([, p]) => p);
  const chosen = new Set(paths.map((p) => p.join()));
  const carried = (path: Path): boolean => {
    for (let owner = ownerOf(editor, path); owner; owner = ownerOf(editor, owner)) if (chosen.has(owner.join())) return true;
    return false;
  };
  return paths.filter((p) => !carried(p));
};

/**
 * Deepest nesting Tab makes. The server's sanitizer keeps 40 nested tags (server/src/common/rich-text.ts),
 * i.e. 20 list levels (each is a ul/ol and an li); 10 stays well inside that, quotations included.
 */
export const MAX_LIST_LEVELS = 10;

/** How many levels a list spans (1 for a flat list). */
const levelsOf = (list: ListElement): number => 1 + Math.max(0, ...list.children.filter(isList).map(levelsOf));

/** The levels the item and its nested list would reach one level further in. */
const levelsAfterIndent = (editor: RichEditor, path: Path): number => {
  const around = Array.from(Node.ancestors(editor, path)).filter(([n]) => isList(n)).length;
  const sub = Node.has(editor, Path.next(path)) ? Node.get(editor, Path.next(path)) : null;
  return around + 1 + (sub && isList(sub) ? levelsOf(sub) : 0);
};

const indentable = (editor: RichEditor, path: Path): boolean => last(path) > 0 && levelsAfterIndent(editor, path) <= MAX_LIST_LEVELS;

/** Tab: some selected item has an item (or a nested list) before it to go under, and room to go deeper. */
export const canIndent = (editor: RichEditor): boolean => selectedItems(editor).some((p) => indentable(editor, p));

/** Shift+Tab: the selection is in a list item (a top-level item leaves the list as a paragraph). */
export const canOutdent = (editor: RichEditor): boolean => selectedItems(editor).length > 0;

/** Puts the item under the item before it, as the last entry of that item's nested list (made if needed). */
const indentItem = (editor: RichEditor, path: Path): void => {
  if (!indentable(editor, path)) return;
  const list = Node.parent(editor, path) as ListElement;
  const prevPath = Path.previous(path);
  const prev = Node.get(editor, prevPath);
  const subPath = Path.next(path);
  const hasSub = Node.has(editor, subPath) && isList(Node.get(editor, subPath));
  if (isList(prev)) {
    const to = [...prevPath, prev.children.length];
    Transforms.moveNodes(editor, { at: path, to });
    // the item's own nested list now sits where the item was; it follows the item
    if (hasSub) Transforms.moveNodes(editor, { at: path, to: Path.next(to) });
  } else {
    Transforms.wrapNodes(editor, { type: list.type, children: [] }, { at: path });
    if (hasSub) Transforms.moveNodes(editor, { at: subPath, to: [...path, 1] });
  }
};

/**
 * Takes the item one level up, right after the item that owned it; the items that followed it in its list
 * become its nested list (after its own). A top-level item becomes a paragraph that splits the list.
 */
const outdentItem = (editor: RichEditor, path: Path): void => {
  const listPath = Path.parent(path);
  const list = Node.get(editor, listPath) as ListElement;
  const index = last(path);
  const subPath = Path.next(path);

  if (listPath.length < 2 || !isList(Node.parent(editor, listPath))) {
    const ref = Editor.pathRef(editor, path);
    Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
    Transforms.liftNodes(editor, { at: path });
    const at = ref.unref()!;
    const rest = Path.next(at);
    const restNode = Node.has(editor, rest) ? Node.get(editor, rest) : null;
    if (!restNode || !isList(restNode) || !isList(restNode.children[0])) return;
    // its own nested list goes up with it: a list after the paragraph, joined with the rest when alike
    const { type } = restNode.children[0];
    const more = restNode.children.length > 1;
    Transforms.liftNodes(editor, { at: [...rest, 0] });
    const after = Path.next(rest);
    if (more && (Node.get(editor, after) as ListElement).type === type) Transforms.mergeNodes(editor, { at: after });
    return;
  }

  if (index < list.children.length - 1) {
    if (!isList(Node.get(editor, subPath))) Transforms.insertNodes(editor, { type: list.type, children: [] }, { at: subPath });
    const from = Path.next(subPath);
    while (Node.has(editor, from)) {
      const target = Node.get(editor, subPath) as ListElement;
      Transforms.moveNodes(editor, { at: from, to: [...subPath, target.children.length] });
    }
  }
  const hasSub = Node.has(editor, subPath);
  const to = Path.next(listPath);
  Transforms.moveNodes(editor, { at: path, to });
  if (hasSub) Transforms.moveNodes(editor, { at: path, to: Path.next(to) });
  if (index === 0) Transforms.removeNodes(editor, { at: listPath });
};

const eachSelected = (editor: RichEditor, change: (path: Path) => void): void => {
  const refs = selectedItems(editor).map((p) => Editor.pathRef(editor, p));
  Editor.withoutNormalizing(editor, () => {
    for (const ref of refs) {
      const path = ref.unref();
      if (path) change(path);
    }
  });
};

export const indentList = (editor: RichEditor): void => eachSelected(editor, (p) => indentItem(editor, p));
export const outdentList = (editor: RichEditor): void => eachSelected(editor, (p) => outdentItem(editor, p));
