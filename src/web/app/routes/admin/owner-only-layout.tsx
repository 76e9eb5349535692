import { Outlet } from 'react-router';
import { OwnerOnly } from '#web/features/auth/components/owner-only';

/** The オーナー's admin screens: 合言葉, 会員, 設定, 規約・表記, スタッフ. */
export default function OwnerOnlyLayoutRoute() {
  return (
    <OwnerOnly>
      <Outlet />
    </OwnerOnly>
  );
}
