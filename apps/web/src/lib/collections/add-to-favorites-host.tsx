import { lazy } from 'react';
import { LazyBoundary } from '../../components/lazy-boundary';
import { addToFavorites, useAddToFavorites } from './add-to-favorites-store';

const AddToFavoritesModal = lazy(() =>
  import('./add-to-favorites-modal').then((module) => ({ default: module.AddToFavoritesModal })),
);

/** Where the one 'Add to favorites' dialog shows, loaded the first time it is asked for. */
export function AddToFavoritesHost() {
  const { isOpen, postId } = useAddToFavorites();
  if (!isOpen || !postId) return null;
  return (
    <LazyBoundary name="add to favorites" fallback={null}>
      <AddToFavoritesModal key={postId} postId={postId} onClose={addToFavorites.close} />
    </LazyBoundary>
  );
}
