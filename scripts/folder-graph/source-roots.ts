/** The folders whose imports the folder checks read: the extension's code and the server's. */
export const SOURCE_ROOTS = ['lib', 'components', 'utils', 'entrypoints', 'server'] as const;
