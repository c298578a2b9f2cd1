/** Query keys of the projects feature (kept local: features do not import each other). */
export const projectKeys = {
  list: ['projects'] as const,
  detail: (id: string) => ['project', id] as const,
};
