/** /a/groups/12: a group's details and its trending posts. */
export function groupPath(id: string): string {
  return `/a/groups/${encodeURIComponent(id)}`;
}
