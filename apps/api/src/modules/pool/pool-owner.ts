/**
 * Whose pool a user works on. A team's members will share their team owner's pool; until teams
 * exist, every user has a pool of their own.
 */
export function poolOwnerOf(userId: string): string {
  return userId;
}
