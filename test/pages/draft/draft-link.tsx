/**
 * Links in Draft.js, as its "link" example has them (what a real app that shows links adds):
 * a decorator that draws each LINK entity, the ones its HTML paste makes from <a>, as an <a>
 * with the entity's address and title.
 */
import type { ReactNode } from 'react';
import { CompositeDecorator, type ContentBlock, type ContentState } from 'draft-js';

function findLinks(
  block: ContentBlock,
  callback: (start: number, end: number) => void,
  content: ContentState,
): void {
  block.findEntityRanges((meta) => {
    const key = meta.getEntity();
    return key !== null && content.getEntity(key).getType() === 'LINK';
  }, callback);
}

function Link(props: { contentState: ContentState; entityKey: string; children?: ReactNode }) {
  const { href, url, title } = props.contentState.getEntity(props.entityKey).getData() as Record<
    string,
    string | undefined
  >;
  return (
    <a href={href ?? url} title={title}>
      {props.children}
    </a>
  );
}

export const linkDecorator = new CompositeDecorator([{ strategy: findLinks, component: Link }]);
