import { Suspense, lazy } from 'react';
import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import type { RichTextEditorProps } from './props';

/** Slate and the editor load on first use, in their own chunk (never in the entry bundles). */
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

const Loading = () => (
  <Skeleton aria-label="Memuat editor">
    <SkeletonItem size={32} />
    <SkeletonItem style={{ height: '200px', marginTop: '4px' }} />
  </Skeleton>
);

export const LazyRichTextEditor = (props: RichTextEditorProps) => (
  <Suspense fallback={<Loading />}>
    <RichTextEditor {...props} />
  </Suspense>
);

export type { RichTextEditorProps };
