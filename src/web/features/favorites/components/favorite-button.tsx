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
 * The star: a toggle button named for what pressing it does. A guest, or someone whose session has
 * ended meanwhile, goes to the login page and comes back here. Other failures are shown, not only logged.
 */
export function FavoriteButton({ contentId, isFavorite, loginHref, onChange }: FavoriteButtonProps) {
  const navigate = useNavigate();
  const setFavorite = useSetFavorite();
  // While the server works, the star already shows where it is going.
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
    <div className="favorite">
      <button
        type="button"
        className="favorite__button"
        aria-pressed={pressed}
        onClick={toggle}
        aria-disabled={setFavorite.isPending || undefined}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <path
            d="M12 3.2l2.7 5.5 6 .9-4.35 4.2 1 6-5.35-2.8-5.35 2.8 1-6L3.3 9.6l6-.9z"
            className="favorite__star"
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
