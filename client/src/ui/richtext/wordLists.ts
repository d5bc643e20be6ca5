/**
 * Microsoft Word puts lists on the clipboard as paragraphs (`<p class=MsoListParagraph
 * style='mso-list:l0 level1 lfo1'>`) whose bullet or number is a `<span style='mso-list:Ignore'>`.
 * This turns each run of such paragraphs into real, nested `<ul>`/`<ol>` elements before deserializing.
 */
const MSO_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/i;
const ORDERED_MARKER = /^\(?[0-9a-zA-Z]{1,4}[.)]/;

const listLevel = (el: Element): number | null => {
  if (el.localName !== 'p') return null;
  const m = MSO_LIST.exec(el.getAttribute('style') ?? '');
  if (m) return Math.max(1, Number(m[2]));
  return /^MsoListParagraph/i.test(el.getAttribute('class') ?? '') ? 1 : null;
};

/** Word's list id (`l0`, `l1`…): a new id starts a new list. */
const listId = (el: Element): string => MSO_LIST.exec(el.getAttribute('style') ?? '')?.[1] ?? '';

const isIgnored = (el: Element): boolean => /mso-list:\s*ignore/i.test(el.getAttribute('style') ?? '');

/** Removes the bullet/number span and tells whether it was a number. */
const takeMarker = (p: Element): boolean => {
  const marker = Array.from(p.querySelectorAll('span')).find(isIgnored);
  if (!marker) return false;
  const text = (marker.textContent ?? '').replace(/\u00a0/g, ' ').trim();
  marker.remove();
  return ORDERED_MARKER.test(text);
};

const convertRun = (doc: Document, run: Element[]): void => {
  const first = run[0];
  const stack: { level: number; list: Element }[] = [];
  let root: Element | null = null;
  for (const p of run) {
    const level = listLevel(p) ?? 1;
    const ordered = takeMarker(p);
    while (stack.length && stack[stack.length - 1].level > level) stack.pop();
    let top = stack[stack.length - 1];
    if (!top || top.level < level) {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      if (top) {
        const host = top.list.lastElementChild ?? top.list.appendChild(doc.createElement('li'));
        host.appendChild(list);
      } else root = list;
      top = { level, list };
      stack.push(top);
    }
    const li = doc.createElement('li');
    while (p.firstChild) li.appendChild(p.firstChild);
    top.list.appendChild(li);
  }
  if (root) first.parentNode?.insertBefore(root, first);
  run.forEach((p) => p.remove());
};

export const convertWordLists = (root: Element): void => {
  const doc = root.ownerDocument;
  const parents = new Set<Element>();
  root.querySelectorAll('p').forEach((p) => {
    if (listLevel(p) !== null && p.parentElement) parents.add(p.parentElement);
  });
  for (const parent of parents) {
    let run: Element[] = [];
    const flush = () => {
      if (run.length) convertRun(doc, run);
      run = [];
    };
    for (const child of Array.from(parent.childNodes)) {
      if (child.nodeType === 1 && listLevel(child as Element) !== null) {
        if (run.length && listId(run[0]) !== listId(child as Element)) flush();
        run.push(child as Element);
      }
      else if (child.nodeType === 3 && !(child.textContent ?? '').trim()) continue;
      else if (child.nodeType === 8) continue;
      else flush();
    }
    flush();
  }
};
