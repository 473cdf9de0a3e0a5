import { useAuth } from '../session/use-auth';

/** The staff role that picks ideas (the API refuses anyone else's changes). */
export const ideaModeratorRole = 'idea-mod';

/** Whether the signed-in user may add, edit and remove ideas: their stored roles say so. */
export function useIsIdeaModerator(): boolean {
  const { user } = useAuth();
  return user?.roles.includes(ideaModeratorRole) ?? false;
}
