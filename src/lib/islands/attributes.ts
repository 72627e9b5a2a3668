/** On an island's element: its registered name, its props as JSON, and its React id prefix. */
export const islandNameAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
export const islandIdAttribute = 'data-island-id';
