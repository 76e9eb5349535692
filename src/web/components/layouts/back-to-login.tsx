import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import './auth-form.css';

/** The one way on under a password or setup screen: back to the login page. */
export function BackToLogin() {
  return (
    <ul className="auth-links">
      <li>
        <Link to={paths.login}>{copy.reset.toLogin}</Link>
      </li>
    </ul>
  );
}
