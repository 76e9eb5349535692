import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '../config/paths';
import { buttonClassName } from './ui/button-class';
import './login-required.css';

/** Shown to a guest on a members-only screen or tab, with the way to sign in and come back. */
export function LoginRequired({ redirectTo }: { redirectTo: string }) {
  return (
    <div className="login-required">
      <p>{copy.member.loginRequired}</p>
      <Link to={paths.loginFor(redirectTo)} className={buttonClassName()}>
        {copy.member.toLogin}
      </Link>
    </div>
  );
}
