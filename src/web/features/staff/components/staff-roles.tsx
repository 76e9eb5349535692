import { copy } from '#shared/copy.js';
import './staff.css';

const words = copy.staff;

/** What each role may do, in the words the confirm dialogs use too. */
export function StaffRoles() {
  return (
    <dl className="staff-roles">
      {(['owner', 'editor'] as const).map((role) => (
        <div key={role}>
          <dt>{words.roles[role]}</dt>
          <dd>{words.roleHints[role]}</dd>
        </div>
      ))}
    </dl>
  );
}
