import { useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useSetFavorite } from '../api/set-favorite';
import './favorite-button.css';

type FavoriteButtonProps = {
  contentId: string;
  /** null: a guest, who has no favorites and signs in first. */
  isFavorite: boolean | null;
  /** The login page, set to come back to this content afterwards. */
  loginHref: string;
  /** The server confirmed the new state. */
  onChange: (isFavorite: boolean) => void;
};

/**
 * The heart: a toggle button named for what pressing it does. A guest, or someone whose session has
 * ended meanwhile, goes to the login page and comes back here. Other failures are shown, not only logged.
 */
export function FavoriteButton({ contentId, isFavorite, loginHref, onChange }: FavoriteButtonProps) {
  const navigate = useNavigate();
  const setFavorite = useSetFavorite();
  // While the server works, the heart already shows where it is going.
  const pressed = setFavorite.isPending ? setFavorite.variables.favorite : isFavorite === true;
  const needsLogin = (error: unknown) => error instanceof ApiError && error.status === 401;

  const toggle = () => {
    if (setFavorite.isPending) return;
    if (isFavorite === null) {
      void navigate(loginHref);
      return;
    }
    setFavorite.mutate(
      { contentId, favorite: !isFavorite },
      {
        onSuccess: (state) => onChange(state.isFavorite),
        onError: (error) => {
          if (needsLogin(error)) void navigate(loginHref);
        },
      },
    );
  };

  return (
    <div className="stack stack--space-2 favorite">
      <button
        type="button"
        className="pill favorite__button"
        aria-pressed={pressed}
        onClick={toggle}
        aria-disabled={setFavorite.isPending || undefined}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          {/* A heart, not a star: the bottom navigation's 新着 once had a star too (issue 26). */}
          <path
            d="M12 20.3s-8-4.7-8-10.6A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 8 2.4c0 5.9-8 10.6-8 10.6z"
            className="favorite__heart"
          />
        </svg>
        <span>{pressed ? copy.detail.favoriteRemove : copy.detail.favoriteAdd}</span>
      </button>
      {setFavorite.isError && !needsLogin(setFavorite.error) && (
        <Alert tone="error">{errorMessage(setFavorite.error)}</Alert>
      )}
    </div>
  );
}
