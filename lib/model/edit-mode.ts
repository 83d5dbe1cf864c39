/**
 * What the in-page action does with a rewrite in an editor (Options › "When I humanize in an
 * editor"): write it at once, or show its changes on the card first. Settings, the content
 * script's session and the writer all speak of it.
 */
export type EditMode = 'replace' | 'review';
