import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { buttonClassName } from '#web/components/ui/button-class';
import './activity-invitation.css';

type ActivityInvitationProps = { registerHref: string; loginHref: string; message?: string };

/** Guests keep no record: where a member would see やったよ, a guest is invited to register. */
export function ActivityInvitation({
  registerHref,
  loginHref,
  message = copy.keepGoing.guestInvitation,
}: ActivityInvitationProps) {
  return (
    <div className="activity-invitation">
      <p>{message}</p>
      <div className="activity-invitation__actions">
        <Link to={registerHref} className={buttonClassName()}>
          {copy.keepGoing.register}
        </Link>
        <Link to={loginHref} className={buttonClassName({ variant: 'ghost' })}>
          {copy.member.toLogin}
        </Link>
      </div>
    </div>
  );
}
